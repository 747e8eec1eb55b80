import { PANEL_CSS } from './panel-styles';
import type { PanelHost } from './widget-config';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** The panel's elements, built once and hidden until opened. */
export function buildPanelView({ config, root }: PanelHost) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PANEL_CSS);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];

  const title = element('h2', { id: 'cf-title' }, config.name);
  const callButton = element('button', { type: 'button', hidden: true }, 'Call');
  callButton.setAttribute('aria-label', `Start a voice call with ${config.name}`);
  const closeButton = element('button', { type: 'button', className: 'close' }, '×');
  closeButton.setAttribute('aria-label', 'Close chat');
  const log = element('div', { className: 'log', tabIndex: 0 });
  log.setAttribute('role', 'log');
  log.setAttribute('aria-live', 'polite');
  log.setAttribute('aria-label', `Conversation with ${config.name}`);
  const error = element('p', { className: 'error', hidden: true });
  error.setAttribute('role', 'alert');
  const textarea = element('textarea', { id: 'cf-message', rows: 1, maxLength: 8000 });
  const label = element('label', { htmlFor: 'cf-message', className: 'sr-only' });
  label.textContent = `Message ${config.name} (Enter sends, Shift+Enter starts a new line)`;
  const send = element('button', { type: 'submit', className: 'send' }, 'Send');
  const form = element('form', {}, label, textarea, send);
  const panel = element(
    'section',
    { className: `panel ${config.position}`, hidden: true, tabIndex: -1 },
    element('header', {}, title, callButton, closeButton),
    log,
    error,
    form,
  );
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-labelledby', 'cf-title');
  root.append(panel);
  return { panel, title, callButton, closeButton, log, error, form, textarea, send };
}

export type PanelView = ReturnType<typeof buildPanelView>;

/** Appends one message bubble; the sender is spoken before it, not shown twice. */
export function appendMessage(view: PanelView, role: 'user' | 'coach', sender: string) {
  const body = element('div');
  const bubble = element(
    'div',
    { className: `msg ${role}` },
    element('span', { className: 'sr-only' }, `${sender}: `),
    body,
  );
  view.log.append(bubble);
  view.log.scrollTop = view.log.scrollHeight;
  return { bubble, body };
}

export function showError(view: PanelView, message: string | undefined) {
  view.error.textContent = message ?? '';
  view.error.hidden = !message;
}
