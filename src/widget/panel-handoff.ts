import type { HandoffState, LiveMessage } from '../shared/schemas/handoff';
import type { WidgetApi } from './panel-api';
import { renderMarkdown } from './panel-markdown';
import { appendBubble, appendNotice } from './panel-messages';
import type { PanelView } from './panel-view';

const RECONNECT_MS = 3000;

interface HandoffOptions {
  api: () => WidgetApi;
  /** Whether the panel is open: the live stream runs only then. */
  isOpen: () => boolean;
  onError: (error: unknown) => void;
}

/**
 * Asking for a person: the button, the server's sentence about what happens next, and, while a
 * person is asked for or answering, the conversation's live events — the team member's
 * messages as bubbles under their name, notices ("Ana joined") as centred lines.
 */
export function handoff(view: PanelView, options: HandoffOptions) {
  let state: HandoffState = 'coach';
  // Read through a function: the state changes in callbacks while the loop below awaits.
  const withCoach = () => state === 'coach';
  let following: AbortController | undefined;
  const seen = new Set<number>();

  const show = (message: LiveMessage) => {
    if (seen.has(message.index)) return; // a reconnect may send it again
    seen.add(message.index);
    if (message.role === 'notice') appendNotice(view, message.content);
    if (message.role !== 'staff') return;
    const { body } = appendBubble(view, 'staff', message.author ?? '', message.created_at);
    renderMarkdown(body, message.content);
  };

  async function follow() {
    if (following || withCoach() || !options.isOpen()) return;
    const controller = (following = new AbortController());
    while (!controller.signal.aborted && !withCoach()) {
      try {
        await options
          .api()
          .follow({ onMessage: show, onState: (s) => setState(s.state) }, controller.signal);
      } catch {
        // Dropped or refused for now: tried again below while it matters.
      }
      if (controller.signal.aborted || withCoach()) break;
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
    }
    if (following === controller) following = undefined;
  }

  const stop = () => {
    following?.abort();
    following = undefined;
  };

  function setState(next: HandoffState) {
    state = next;
    view.person.hidden = next !== 'coach';
    if (next === 'coach') stop();
    else void follow();
  }

  view.person.addEventListener('click', async () => {
    view.person.disabled = true;
    try {
      const answer = await options.api().askForPerson();
      appendNotice(view, answer.message);
      setState(answer.state);
    } catch (error) {
      options.onError(error);
    } finally {
      view.person.disabled = false;
    }
  });

  return {
    setState,
    /** The panel opened again: follow the stream if a person is involved. */
    resume: () => void follow(),
    stop,
    /** A new conversation: nobody asked for yet. */
    reset() {
      stop();
      seen.clear();
      setState('coach');
    },
  };
}
