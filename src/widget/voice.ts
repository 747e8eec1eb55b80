import type { WidgetTokenResponse } from '../shared/schemas/widget';
import type { CallState } from '../voice-client/call-state';
import { CALL_TEXTS } from '../voice-client/call-texts';
import { startVoiceCall, type CoachReply } from '../voice-client/voice-call';
import { renderMarkdown } from './panel-markdown';
import { appendMessage, showError, type PanelView } from './panel-view';

export interface CallOptions {
  ticket: WidgetTokenResponse;
  agentId: string;
  view: PanelView;
  /** The agent's display name, as the panel shows it. */
  name: string;
}

function statusOf(state: CallState, name: string): string {
  if (state.phase === 'connecting') return 'Connecting…';
  if (state.phase !== 'connected') return '';
  if (state.callerSpeaking) return 'You are speaking...';
  return state.coachSpeaking ? `${name} is speaking` : 'Listening';
}

/** The call's strip above the messages: what is happening, the level, and End call. */
function buildCallStrip(view: PanelView) {
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  const meter = document.createElement('div');
  meter.setAttribute('role', 'meter');
  meter.setAttribute('aria-label', 'Your microphone level');
  meter.setAttribute('aria-valuemin', '0');
  meter.setAttribute('aria-valuemax', '100');
  const fill = document.createElement('div');
  meter.append(fill);
  const end = document.createElement('button');
  end.type = 'button';
  end.textContent = 'End call';
  const note = document.createElement('p');
  const strip = document.createElement('div');
  strip.className = 'call';
  strip.setAttribute('role', 'region');
  strip.setAttribute('aria-label', 'Voice call');
  strip.append(status, meter, end, note);
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
  Object.assign(end.style, {
    padding: '4px 10px',
    borderRadius: '6px',
    border: '1px solid #cbd5e1',
    background: '#fff',
  });
  Object.assign(note.style, { margin: '0', flexBasis: '100%', fontSize: '12px', color: '#475569' });
  note.hidden = true;
  view.log.before(strip);
  return {
    strip,
    end,
    show(state: CallState, name: string) {
      status.textContent = statusOf(state, name);
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
  const strip = buildCallStrip(view);
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
    renderMarkdown(reply.body, interrupted ? `${text} _(interrupted)_` : text);
    view.log.scrollTop = view.log.scrollHeight;
  };
  const call = startVoiceCall(options.ticket, options.agentId, {
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
  strip.end.addEventListener('click', () => {
    call.hangUp();
    finish();
    view.callButton.focus();
  });
  strip.end.focus();
}
