import type { WidgetTokenResponse } from '../shared/schemas/widget';
import { LANGUAGE_NAMES } from '../shared/languages';
import { IDLE_CALL, type CallState } from '../voice-client/call-state';
import { CALL_TEXTS } from '../voice-client/call-texts';
import {
  startVoiceCall,
  type CallTicket,
  type CoachReply,
  type VoiceCall,
} from '../voice-client/voice-call';
import { renderMarkdown } from './panel-markdown';
import { appendMessage, showError, type PanelView } from './panel-view';
import { buildLanguageChoice } from './voice-language';

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

function statusOf(state: CallState, name: string): string {
  if (state.phase === 'idle') return `Call ${name}`;
  if (state.phase === 'connecting') return 'Connecting…';
  if (state.phase !== 'connected') return '';
  if (state.callerSpeaking) return 'You are speaking...';
  return state.coachSpeaking ? `${name} is speaking` : 'Listening';
}

const buttonStyle = {
  padding: '4px 10px',
  borderRadius: '6px',
  border: '1px solid #cbd5e1',
  background: '#fff',
};

/**
 * The call's strip above the messages: before the call its language and Start call; then what
 * is happening, the language, the level, and End call.
 */
function buildCallStrip(view: PanelView, languages: ReturnType<typeof buildLanguageChoice>) {
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  const meter = document.createElement('div');
  meter.setAttribute('role', 'meter');
  meter.setAttribute('aria-label', 'Your microphone level');
  meter.setAttribute('aria-valuemin', '0');
  meter.setAttribute('aria-valuemax', '100');
  const fill = document.createElement('div');
  meter.append(fill);
  const start = document.createElement('button');
  start.type = 'button';
  start.textContent = 'Start call';
  const end = document.createElement('button');
  end.type = 'button';
  end.textContent = 'Cancel';
  const language = document.createElement('span');
  language.hidden = true;
  const note = document.createElement('p');
  const strip = document.createElement('div');
  strip.className = 'call';
  strip.setAttribute('role', 'region');
  strip.setAttribute('aria-label', 'Voice call');
  strip.append(status, languages.label, language, meter, start, end, note);
  // Styled through the CSSOM, which a host page's CSP allows (style attributes it may not).
  Object.assign(strip.style, {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '8px',
    padding: '8px 12px',
    borderBottom: '1px solid #e2e8f0',
    fontSize: '14px',
  });
  Object.assign(status.style, { margin: '0', flex: '1 1 auto', fontWeight: '600' });
  Object.assign(meter.style, {
    width: '64px',
    height: '8px',
    borderRadius: '4px',
    background: '#e2e8f0',
    overflow: 'hidden',
  });
  Object.assign(fill.style, { height: '100%', width: '0%', background: '#4f46e5' });
  Object.assign(end.style, buttonStyle);
  Object.assign(start.style, { ...buttonStyle, background: '#4f46e5', color: '#fff' });
  Object.assign(note.style, { margin: '0', flexBasis: '100%', fontSize: '12px', color: '#475569' });
  note.hidden = true;
  view.log.before(strip);
  meter.hidden = true;
  return {
    strip,
    start,
    end,
    /** Before the call: Start call only in a language this server can hear, or why not. */
    ready(name: string) {
      status.textContent = statusOf({ ...IDLE_CALL }, name);
      const problem = languages.problem();
      start.disabled = problem !== null;
      note.textContent = problem ?? '';
      note.hidden = !problem;
    },
    show(state: CallState, name: string) {
      status.textContent = statusOf(state, name);
      // The language is chosen: it stays as text beside the status.
      languages.label.remove();
      start.remove();
      end.textContent = 'End call';
      language.textContent = LANGUAGE_NAMES[languages.language()];
      language.hidden = false;
      meter.hidden = state.phase !== 'connected';
      const notes = [
        state.autoplayBlocked ? CALL_TEXTS.autoplayBlocked : '',
        state.warning ?? '',
        state.recogniserNote ?? '',
      ];
      note.textContent = notes.filter(Boolean).join(' ');
      note.hidden = !note.textContent;
    },
    level(value: number) {
      const percent = Math.round(value * 100);
      fill.style.width = `${percent}%`;
      meter.setAttribute('aria-valuenow', String(percent));
    },
  };
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
