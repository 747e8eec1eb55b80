import { CHAT_LIMITS } from '../shared/constants';
import { button, element } from './panel-dom';
import { PANEL_CSS } from './panel-styles';
import { buildAvatar } from './panel-theme';
import type { PanelTexts } from './panel-texts';
import type { PanelHost } from './widget-config';

/** The panel's elements, built once and hidden until opened. */
export function buildPanelView({ config, root }: PanelHost, texts: PanelTexts) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PANEL_CSS);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];

  // Filled with the agent's image or initial (panel-theme.ts) once its session says which.
  const avatar = element('span', { className: 'avatar-slot' }, buildAvatar(config.name, null));
  const title = element('h2', { id: 'cf-title' }, config.name);
  const callButton = button('', texts.call, texts.callWith(config.name));
  callButton.hidden = true;
  const closeButton = button('close', '×', texts.close);
  const log = element('div', { className: 'log', tabIndex: 0 });
  log.setAttribute('role', 'log');
  log.setAttribute('aria-live', 'polite');
  log.setAttribute('aria-label', texts.conversation(config.name));
  const error = element('p', { className: 'error', hidden: true });
  error.setAttribute('role', 'alert');
  const textarea = element('textarea', {
    id: 'cf-message',
    rows: 1,
    maxLength: CHAT_LIMITS.messageChars,
  });
  const label = element('label', { htmlFor: 'cf-message', className: 'sr-only' });
  label.textContent = texts.message(config.name);
  const chips = element('ul', { className: 'chips', hidden: true });
  const files = element('input', { type: 'file', multiple: true, hidden: true });
  files.accept = '.txt,.pdf,text/plain,application/pdf';
  files.tabIndex = -1;
  const attach = button('attach', '📎', texts.attach);
  attach.hidden = true;
  const send = element('button', { type: 'submit', className: 'send' }, texts.send);
  const form = element('form', {}, chips, label, textarea, files, attach, send);
  const person = button('', texts.person);
  person.hidden = true;
  const startOver = button('', texts.startOver);
  const actions = element('div', { className: 'actions' }, person, startOver);
  const panel = element(
    'section',
    { className: `panel ${config.position} auto`, hidden: true, tabIndex: -1 },
    element('header', {}, avatar, title, callButton, closeButton),
    log,
    error,
    form,
    actions,
  );
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-labelledby', 'cf-title');
  root.append(panel);
  return {
    panel,
    avatar,
    title,
    callButton,
    closeButton,
    log,
    error,
    form,
    textarea,
    chips,
    files,
    attach,
    send,
    actions,
    person,
    startOver,
    texts,
  };
}

export type PanelView = ReturnType<typeof buildPanelView>;

export function showError(view: PanelView, message: string | undefined) {
  view.error.textContent = message ?? '';
  view.error.hidden = !message;
}

/** Keeps the newest message in sight. */
export const scrollToEnd = (view: PanelView) => {
  view.log.scrollTop = view.log.scrollHeight;
};
