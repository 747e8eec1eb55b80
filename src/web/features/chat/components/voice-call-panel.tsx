import { Mic, PhoneOff, RotateCcw, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CallState } from '../../../../voice-client/call-state';
import { CALL_TEXTS } from '../../../../voice-client/call-texts';
import { LANGUAGE_NAMES } from '../../../../shared/languages';
import { Button } from '../../../components/ui/button';
import { VoiceCallReady, type CallLanguageChoice } from './voice-call-ready';

interface VoiceCallPanelProps {
  agentName: string;
  state: CallState;
  level: number;
  onRetry(): void;
  onEnd(): void;
  /** The panel is shown (before a call too) and its language choice. */
  open: boolean;
  choice: CallLanguageChoice;
  onStart(): void;
  /** The server's sentence when this coach takes calls from signed-in people only. */
  signInNeeded?: string;
  /** The app's Sign In button, offered instead of a failed call. */
  signIn?: ReactNode;
}

/** Shown in the pinned message box's area, so it stays in view while the conversation grows. */
const panelClass =
  'mb-3 flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

/** A visitor called a coach whose calls need an account: why, and the way in. */
function SignInToCall({
  sentence,
  signIn,
  onClose,
}: {
  sentence: string;
  signIn?: ReactNode;
  onClose(): void;
}) {
  return (
    <section aria-label="Voice call" className={panelClass}>
      <div className="flex flex-wrap items-center gap-3">
        <Mic aria-hidden className="size-5 text-brand-700" />
        <p role="status" className="font-medium text-slate-900">
          Sign in to call
        </p>
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" size="sm" onClick={onClose}>
            <X aria-hidden className="size-4" /> Close
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-700">{sentence}</p>
      {signIn}
    </section>
  );
}

function statusText(state: CallState, agentName: string): string {
  switch (state.phase) {
    case 'connecting':
      return 'Connecting…';
    case 'connected':
      if (state.callerSpeaking) return 'You are speaking...';
      return state.coachSpeaking ? `${agentName} is speaking` : 'Listening';
    case 'error':
      return 'Call failed';
    case 'ended':
      return state.endedReason ?? 'Call ended.';
    default:
      return '';
  }
}

/** The call in progress (spec 01 §4 "Voice call"): its state, the caller's level, and the way out. */
export function VoiceCallPanel(props: VoiceCallPanelProps) {
  const { agentName, state, level, onRetry, onEnd, signInNeeded, signIn, choice } = props;
  if (signInNeeded) return <SignInToCall sentence={signInNeeded} signIn={signIn} onClose={onEnd} />;
  if (state.phase === 'idle') {
    if (!props.open) return null;
    return (
      <VoiceCallReady
        agentName={agentName}
        choice={choice}
        onStart={props.onStart}
        onClose={onEnd}
        className={panelClass}
      />
    );
  }
  const live = state.phase === 'connecting' || state.phase === 'connected';
  return (
    <section aria-label="Voice call" className={panelClass}>
      <div className="flex flex-wrap items-center gap-3">
        <Mic aria-hidden className="size-5 text-brand-700" />
        <p role="status" className="font-medium text-slate-900">
          {statusText(state, agentName)}
        </p>
        <p className="text-sm text-slate-700">Language: {LANGUAGE_NAMES[choice.language]}</p>
        {state.phase === 'connected' && (
          <div
            role="meter"
            aria-label="Your microphone level"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(level * 100)}
            className="h-2 w-24 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-brand-700 transition-[width]"
              style={{ width: `${Math.round(level * 100)}%` }}
            />
          </div>
        )}
        <div className="ml-auto flex gap-2">
          {state.phase === 'error' && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              <RotateCcw aria-hidden className="size-4" /> Retry
            </Button>
          )}
          {(live || state.phase === 'error') && (
            <Button variant="secondary" size="sm" onClick={onEnd}>
              <PhoneOff aria-hidden className="size-4" /> End call
            </Button>
          )}
          {state.phase === 'ended' && (
            <Button variant="secondary" size="sm" onClick={onEnd}>
              <X aria-hidden className="size-4" /> Close
            </Button>
          )}
        </div>
      </div>
      {state.error && (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      )}
      {state.warning && <p className="text-sm text-amber-800">{state.warning}</p>}
      {state.autoplayBlocked && (
        <p className="text-sm font-medium text-amber-800">{CALL_TEXTS.autoplayBlocked}</p>
      )}
      {state.recogniserNote && live && (
        <p className="text-xs text-slate-600">{state.recogniserNote}</p>
      )}
    </section>
  );
}
