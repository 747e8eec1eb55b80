import { element } from './panel-dom';
import { browserPanelLanguage } from './panel-texts';
import { messageTime } from './panel-time';
import { scrollToEnd, type PanelView } from './panel-view';

export type BubbleRole = 'user' | 'coach' | 'staff';

export interface Bubble {
  bubble: HTMLElement;
  body: HTMLElement;
  /** The line under the text: its time, and for replies their actions. */
  meta: HTMLElement;
}

/** Shows when a message was written, as <time> the visitor reads in their own clock. */
export function stamp(meta: HTMLElement, when: Date | string) {
  const time = messageTime(when, browserPanelLanguage());
  meta.querySelector('time')?.remove();
  if (time) meta.prepend(element('time', { dateTime: time.datetime }, time.label));
}

/**
 * Appends one message bubble. The sender is spoken before it (a visitor's and the coach's) or
 * shown above it (a team member's name, as the visitor must see who answers).
 */
export function appendBubble(
  view: PanelView,
  role: BubbleRole,
  sender: string,
  when?: Date | string,
): Bubble {
  const body = element('div', { className: role === 'user' ? 'text' : '' });
  const meta = element('div', { className: 'meta' });
  const who =
    role === 'staff'
      ? element('span', { className: 'author' }, sender)
      : element('span', { className: 'sr-only' }, `${sender}: `);
  const bubble = element('div', { className: `msg ${role}` }, who, body, meta);
  if (when) stamp(meta, when);
  view.log.append(bubble);
  scrollToEnd(view);
  return { bubble, body, meta };
}

/** A line about the conversation itself ("Ana joined"), centred between the messages. */
export function appendNotice(view: PanelView, text: string) {
  view.log.append(element('p', { className: 'notice' }, text));
  scrollToEnd(view);
}

/** Three dots while the reply's first words are on their way; returns how to remove them. */
export function showTyping(body: HTMLElement, label: string) {
  const dots = element('span', { className: 'typing' });
  dots.append(
    element('i'),
    element('i'),
    element('i'),
    element('span', { className: 'sr-only' }, label),
  );
  body.replaceChildren(dots);
  return () => dots.remove();
}
