import type { HandoffState, LiveMessage } from '../shared/schemas/handoff';
import type { WidgetApi } from './panel-api';
import { WidgetError } from './panel-errors';
import { renderMarkdown } from './panel-markdown';
import { appendBubble, appendNotice } from './panel-messages';
import type { PanelView } from './panel-view';

const RETRY_FIRST_MS = 3000;
const RETRY_MAX_MS = 30_000;

interface HandoffOptions {
  api: () => WidgetApi;
  /** Whether the panel is open: the live stream runs only then. */
  isOpen: () => boolean;
  onError: (error: unknown) => void;
}

/**
 * Asking for a person, and the conversation's live events. A team member may take over any
 * conversation, asked or not, so once the conversation exists its events are followed while
 * the panel is open: the team member's messages show as bubbles under their name, notices
 * ("Ana joined") as centred lines, and the button hides while a person is asked for or answers.
 */
export function handoff(view: PanelView, options: HandoffOptions) {
  let state: HandoffState = 'coach';
  /** The conversation is stored (the visitor has said something): it has events to follow. */
  let live = false;
  let following: AbortController | undefined;
  const seen = new Set<number>();
  // The answer to asking and the stream both bring its notice: whichever comes second is not shown.
  let echo: string | undefined;
  let lastLiveNotice: string | undefined;

  const show = (message: LiveMessage) => {
    if (seen.has(message.index)) return; // a reconnect may send it again
    seen.add(message.index);
    if (message.role === 'notice') {
      if (message.content === echo) echo = undefined;
      else {
        lastLiveNotice = message.content;
        appendNotice(view, message.content);
      }
    }
    if (message.role !== 'staff') return;
    const { body } = appendBubble(view, 'staff', message.author ?? '', message.created_at);
    renderMarkdown(body, message.content);
  };

  function setState(next: HandoffState) {
    state = next;
    view.person.hidden = !live || state !== 'coach';
  }

  async function follow() {
    if (following || !live || !options.isOpen()) return;
    const controller = (following = new AbortController());
    let wait = RETRY_FIRST_MS;
    while (!controller.signal.aborted) {
      let heard = false;
      const handlers = {
        onMessage: (message: LiveMessage) => {
          heard = true;
          show(message);
        },
        onState: (change: { state: HandoffState }) => {
          heard = true;
          setState(change.state);
        },
      };
      try {
        await options.api().follow(handlers, controller.signal);
      } catch (error) {
        // No such stream here (a server without live events): asked again on the next open.
        if (error instanceof WidgetError && error.status === 404) break;
        // Dropped or refused for now: tried again below, less often each time.
      }
      if (controller.signal.aborted) break;
      wait = heard ? RETRY_FIRST_MS : Math.min(wait * 2, RETRY_MAX_MS);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    if (following === controller) following = undefined;
  }

  const stop = () => {
    following?.abort();
    following = undefined;
  };

  view.person.addEventListener('click', async () => {
    view.person.disabled = true;
    try {
      const answer = await options.api().askForPerson();
      if (answer.message === lastLiveNotice) lastLiveNotice = undefined;
      else {
        echo = answer.message;
        appendNotice(view, answer.message);
      }
      setState(answer.state);
    } catch (error) {
      options.onError(error);
    } finally {
      view.person.disabled = false;
    }
  });

  return {
    setState,
    /** The conversation is stored now: offer a person and follow its events. */
    begin() {
      live = true;
      setState(state);
      void follow();
    },
    /** The panel opened again: follow the events if there are any. */
    resume: () => void follow(),
    stop,
    /** A new conversation: nothing stored, nobody asked for. */
    reset() {
      stop();
      live = false;
      seen.clear();
      setState('coach');
    },
  };
}
