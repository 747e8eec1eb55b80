import type { ServedWidgetAppearance } from '../shared/schemas/widget-appearance';
import { element } from './panel-dom';
import { renderMarkdown } from './panel-markdown';
import type { PanelView } from './panel-view';

/**
 * An empty conversation's welcome: the agent's greeting as its first bubble and up to four
 * suggested questions; tapping one sends it. Both go once the visitor says something.
 */
export function showWelcome(
  view: PanelView,
  appearance: ServedWidgetAppearance | undefined,
  name: string,
  ask: (question: string) => void,
) {
  clearWelcome(view);
  const greeting = appearance?.greeting.trim();
  if (greeting) {
    const body = element('div');
    renderMarkdown(body, greeting);
    const bubble = element(
      'div',
      { className: 'msg coach welcome' },
      element('span', { className: 'sr-only' }, `${name}: `),
      body,
    );
    view.log.prepend(bubble);
  }
  const questions = (appearance?.suggestions ?? []).filter((q) => q.trim()).slice(0, 4);
  if (questions.length === 0) return;
  const list = element('ul', { className: 'suggestions welcome' });
  list.setAttribute('aria-label', view.texts.suggestions);
  for (const question of questions) {
    const choice = element('button', { type: 'button' }, question);
    choice.addEventListener('click', () => ask(question));
    list.append(element('li', {}, choice));
  }
  view.log.append(list);
}

/** Takes the suggestions away (the greeting stays, as the conversation's first words). */
export function clearSuggestions(view: PanelView) {
  view.log.querySelector('.suggestions')?.remove();
}

function clearWelcome(view: PanelView) {
  for (const node of view.log.querySelectorAll('.welcome')) node.remove();
}
