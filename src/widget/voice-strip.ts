import { LANGUAGE_NAMES } from '../shared/languages';
import { IDLE_CALL, type CallState } from '../voice-client/call-state';
import { CALL_TEXTS } from '../voice-client/call-texts';
import type { PanelView } from './panel-view';
import type { buildLanguageChoice } from './voice-language';

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
export function buildCallStrip(view: PanelView, languages: ReturnType<typeof buildLanguageChoice>) {
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
