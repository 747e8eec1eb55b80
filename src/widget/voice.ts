import type { WidgetTokenResponse } from '../shared/schemas/widget';
import {
  startVoiceCall,
  type CallTicket,
  type CoachReply,
  type VoiceCall,
} from '../voice-client/voice-call';
import { WidgetError } from './panel-errors';
import { renderMarkdown } from './panel-markdown';
import { appendBubble, stamp, type Bubble } from './panel-messages';
import { scrollToEnd, showError, type PanelView } from './panel-view';
import { buildLanguageChoice } from './voice-language';
import { buildCallStrip } from './voice-strip';

export interface CallOptions {
  /** The widget session: the agent's languages and those this server can hear. */
  ticket: WidgetTokenResponse;
  /** The session again, its token lasting a minute more, when Start call is pressed. */
  renew: () => Promise<WidgetTokenResponse>;
  agentId: string;
  view: PanelView;
  /** The agent's display name, as the panel shows it. */
  name: string;
}

/**
 * A voice call in the widget (loaded only when one starts): the same client as the app's,
 * with what is said added to the panel's messages like typed ones. The strip stays after the
 * call, saying how it ended, until the visitor closes it.
 */
export function startCall(options: CallOptions, onEnded: () => void) {
  const { view, name } = options;
  const { texts } = view;
  const languages = buildLanguageChoice(options.ticket, texts.language);
  const strip = buildCallStrip(view, languages, texts);
  let call: VoiceCall | undefined;
  let reply: Bubble | null = null;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    onEnded();
  };
  const showReply = ({ text, partial, interrupted }: CoachReply) => {
    const bubble = (reply ??= appendBubble(view, 'coach', name, new Date()));
    bubble.bubble.classList.toggle('pending', partial);
    renderMarkdown(bubble.body, text);
    // Said in words after what was heard, never as raw markdown.
    if (interrupted)
      bubble.body.append(
        Object.assign(document.createElement('em'), { textContent: ' (interrupted)' }),
      );
    if (!partial) stamp(bubble.meta, new Date());
    scrollToEnd(view);
  };
  // Only the person's press starts the call, in the language shown.
  const begin = async () => {
    strip.start.disabled = true;
    let ticket: WidgetTokenResponse;
    try {
      ticket = await options.renew();
    } catch (error) {
      showError(view, texts[error instanceof WidgetError ? error.kind : 'notAnswered']);
      strip.start.disabled = false;
      return;
    }
    if (finished) return;
    call = dial({ ...ticket, language: languages.language() });
  };
  const dial = (ticket: CallTicket) =>
    startVoiceCall(ticket, options.agentId, {
      onState: (state) => {
        strip.show(state, name);
        if (state.phase === 'error' || state.phase === 'ended') finish();
      },
      onLevel: strip.level,
      onTranscription: (text) => {
        reply = null;
        appendBubble(view, 'user', texts.you, new Date()).body.textContent = text;
      },
      onReply: showReply,
    });
  strip.ready(name);
  languages.select.addEventListener('change', () => strip.ready(name));
  strip.start.addEventListener('click', () => void begin());
  strip.end.addEventListener('click', () => {
    call?.hangUp();
    finish();
    strip.strip.remove();
    view.callButton.focus();
  });
  (strip.start.disabled ? languages.select : strip.start).focus();
}
