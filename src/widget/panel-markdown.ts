import { inlineRuns } from './panel-inline';
import { browserPanelLanguage, PANEL_LANGUAGES } from './panel-texts';

/**
 * The markdown coaches write (paragraphs, bold, emphasis, links, bullet and numbered lists,
 * headings) as DOM nodes built with textContent: no HTML string is ever parsed, so nothing a
 * reply says can become markup, and pages enforcing Trusted Types accept it. Written by hand
 * because a markdown library would multiply the panel's size for these few constructs.
 */

/** A link out of the chat: a new tab that learns nothing of the customer's page. */
function appendLink(parent: HTMLElement, text: string, href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer nofollow';
  const note = document.createElement('span');
  note.className = 'sr-only';
  note.textContent = ` ${PANEL_LANGUAGES[browserPanelLanguage()].opensNewTab}`;
  link.append(text, note);
  parent.append(link);
}

function appendInline(parent: HTMLElement, text: string) {
  for (const run of inlineRuns(text)) {
    if (run.style === 'plain') {
      parent.append(run.text);
    } else if (run.style === 'link') {
      appendLink(parent, run.text, run.href);
    } else {
      const node = document.createElement(run.style);
      node.textContent = run.text;
      parent.append(node);
    }
  }
}

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*)$/;

/** Renders a (possibly half-streamed) reply into `target`, replacing what it showed. */
export function renderMarkdown(target: HTMLElement, markdown: string) {
  const blocks: HTMLElement[] = [];
  let list: HTMLElement | undefined;
  let paragraph: HTMLElement | undefined;
  for (const line of markdown.split('\n')) {
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (item) {
      const tag = BULLET.test(line) ? 'UL' : 'OL';
      if (list?.tagName !== tag) blocks.push((list = document.createElement(tag)));
      const li = document.createElement('li');
      appendInline(li, item[1] ?? '');
      list.append(li);
      paragraph = undefined;
      continue;
    }
    list = undefined;
    if (!line.trim()) {
      paragraph = undefined;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const title = document.createElement('p');
      title.className = 'heading';
      appendInline(title, heading[1] ?? '');
      blocks.push(title);
      paragraph = undefined;
      continue;
    }
    if (paragraph) paragraph.append(document.createElement('br'));
    else blocks.push((paragraph = document.createElement('p')));
    appendInline(paragraph, line);
  }
  target.replaceChildren(...blocks);
}
