import type { WidgetTokenResponse } from '../shared/schemas/widget';
import {
  startVoiceCall,
  type CallTicket,
  type CoachReply,
  type VoiceCall,
} from '../voice-client/voice-call';
import { renderMarkdown } from './panel-markdown';
import { appendMessage, showError, type PanelView } from './panel-view';
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
 * with what is said added to the panel's messages like typed ones.
 */
export function startCall(options: CallOptions, onEnded: () => void) {
  const { view, name } = options;
  const languages = buildLanguageChoice(options.ticket);
  const strip = buildCallStrip(view, languages);
  let call: VoiceCall | undefined;
  let reply: { bubble: HTMLElement; body: HTMLElement } | null = null;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    strip.strip.remove();
    onEnded();
  };
  const showReply = ({ text, partial, interrupted }: CoachReply) => {
    reply ??= appendMessage(view, 'coach', name);
    reply.bubble.classList.toggle('pending', partial);
    renderMarkdown(reply.body, text);
    // Said in words after what was heard, never as raw markdown.
    if (interrupted)
      reply.body.append(
        Object.assign(document.createElement('em'), { textContent: ' (interrupted)' }),
      );
    view.log.scrollTop = view.log.scrollHeight;
  };
  // Only the person's press starts the call, in the language shown.
  const begin = async () => {
    strip.start.disabled = true;
    let ticket: WidgetTokenResponse;
    try {
      ticket = await options.renew();
    } catch (error) {
      showError(view, error instanceof Error ? error.message : String(error));
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
        if (state.error) showError(view, state.error);
        // The server ended the call for a reason (time, voice minutes, not heard): say it.
        const { endedReason } = state;
        if (state.phase === 'ended' && endedReason && endedReason !== 'Call ended.')
          showError(view, endedReason);
        if (state.phase === 'error' || state.phase === 'ended') finish();
      },
      onLevel: strip.level,
      onTranscription: (text) => {
        reply = null;
        appendMessage(view, 'user', 'You').body.textContent = text;
      },
      onReply: showReply,
    });
  strip.ready(name);
  languages.select.addEventListener('change', () => strip.ready(name));
  strip.start.addEventListener('click', () => void begin());
  strip.end.addEventListener('click', () => {
    call?.hangUp();
    finish();
    view.callButton.focus();
  });
  (strip.start.disabled ? languages.select : strip.start).focus();
}
