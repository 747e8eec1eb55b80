import { LANGUAGE_NAMES } from '../shared/languages';
import type { CallState } from '../voice-client/call-state';
import { CALL_TEXTS } from '../voice-client/call-texts';
import { button, element } from './panel-dom';
import type { PanelTexts } from './panel-texts';
import type { PanelView } from './panel-view';
import type { buildLanguageChoice } from './voice-language';
import { VOICE_CSS } from './voice-styles';

/** What the call is doing, in one line: connecting, listening, who speaks, ended, failed. */
function statusOf(state: CallState, name: string, texts: PanelTexts): string {
  switch (state.phase) {
    case 'idle':
      return `${texts.call} ${name}`;
    case 'connecting':
      return texts.connecting;
    case 'ended':
      return texts.ended;
    case 'error':
      return state.error ? `${texts.failed}: ${state.error}` : texts.failed;
    default:
      if (state.callerSpeaking) return texts.youSpeak;
      return state.coachSpeaking ? texts.speaking(name) : texts.listening;
  }
}

const styled = new WeakSet<Node>();

/** The strip's stylesheet, adopted once per shadow root beside the panel's. */
function adoptVoiceStyles(view: PanelView) {
  const root = view.panel.getRootNode();
  if (!(root instanceof ShadowRoot) || styled.has(root)) return;
  styled.add(root);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(VOICE_CSS);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * The call's strip above the messages: before the call its language and Start call; then what
 * is happening, the language, the microphone's level and End call; after it, how it ended
 * (with the reason when it failed) until the visitor closes the strip.
 */
export function buildCallStrip(
  view: PanelView,
  languages: ReturnType<typeof buildLanguageChoice>,
  texts: PanelTexts,
) {
  adoptVoiceStyles(view);
  const status = element('p', { className: 'status' });
  status.setAttribute('role', 'status');
  const fill = element('div');
  const meter = element('div', { className: 'meter', hidden: true }, fill);
  meter.setAttribute('role', 'meter');
  meter.setAttribute('aria-label', texts.level);
  meter.setAttribute('aria-valuemin', '0');
  meter.setAttribute('aria-valuemax', '100');
  meter.setAttribute('aria-valuenow', '0');
  const start = button('start', texts.startCall);
  const end = button('', texts.cancel);
  const language = element('span', { hidden: true });
  const note = element('p', { className: 'note', hidden: true });
  const dot = element('span', { className: 'dot' });
  dot.setAttribute('aria-hidden', 'true');
  const strip = element('div', { className: 'call' });
  strip.append(dot, status, languages.label, language, meter, start, end, note);
  strip.setAttribute('role', 'region');
  strip.setAttribute('aria-label', texts.voiceCall);
  view.panel.querySelector('.call')?.remove(); // the strip of a call that ended
  view.log.before(strip);
  return {
    strip,
    start,
    end,
    /** Before the call: Start call only in a language this server can hear, or why not. */
    ready(name: string) {
      status.textContent = statusOf({ phase: 'idle' } as CallState, name, texts);
      const problem = languages.problem();
      start.disabled = problem !== null;
      note.textContent = problem ?? '';
      note.hidden = !problem;
    },
    show(state: CallState, name: string) {
      const over = state.phase === 'ended' || state.phase === 'error';
      status.textContent = statusOf(state, name, texts);
      status.classList.toggle('failed', state.phase === 'error');
      strip.classList.toggle('live', state.phase === 'connected');
      // The language is chosen: it stays as text beside the status.
      languages.label.remove();
      start.remove();
      end.textContent = over ? texts.dismiss : texts.endCall;
      language.textContent = LANGUAGE_NAMES[languages.language()];
      language.hidden = false;
      meter.hidden = state.phase !== 'connected';
      const reason = state.phase === 'ended' && state.endedReason !== 'Call ended.';
      const notes = [
        state.autoplayBlocked ? CALL_TEXTS.autoplayBlocked : '',
        over ? '' : (state.warning ?? ''),
        over ? '' : (state.recogniserNote ?? ''),
        reason ? (state.endedReason ?? '') : '',
      ];
      note.textContent = notes.filter(Boolean).join(' ');
      note.hidden = !note.textContent;
    },
    level(value: number) {
      const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
      fill.style.width = `${percent}%`;
      meter.setAttribute('aria-valuenow', String(percent));
    },
  };
}
