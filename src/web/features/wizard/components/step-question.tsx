import { useEffect, useId, useRef, useState } from 'react';
import type { WizardSession, WizardStep } from '../../../../shared/schemas/wizard';
import {
  isMoneyUnit,
  questionInCurrency,
  type WizardCurrency,
} from '../../../../shared/wizard-currency';
import { RequestError } from '../../../components/request-error';
import { Button } from '../../../components/ui/button';
import { useSaveAnswer } from '../api/wizard-runs';
import { answerDraft } from '../lib/step-navigation';
import { AnswerInput } from './answer-input';

/** Spec 02 §9: the wizard moves on a second after an answer is saved. */
export const ADVANCE_DELAY_MS = 1_000;

/**
 * The open step's question and its answer. Submit Answer saves it (the server reads numbers
 * and refuses what it cannot) and hands the saved run to `onSaved` (the advisor reacts);
 * after a second the wizard moves on.
 */
export function StepQuestion({
  run,
  step,
  position,
  onSaved,
  onAnswered,
}: {
  run: WizardSession;
  step: WizardStep;
  position: string;
  onSaved(saved: WizardSession): void;
  onAnswered(): void;
}) {
  const [draft, setDraft] = useState(() => answerDraft(run.answers, step.id));
  const [currency, setCurrency] = useState(run.currency);
  const [saved, setSaved] = useState(false);
  const save = useSaveAnswer(run.id);
  const labelId = useId();
  const errorId = useId();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const money = isMoneyUnit(step.question.unit);

  const submit = () => {
    save.mutate(
      {
        stepId: step.id,
        answer: draft,
        currency: money ? (currency as WizardCurrency) : undefined,
      },
      {
        onSuccess: (savedRun) => {
          setSaved(true);
          onSaved(savedRun);
          timer.current = window.setTimeout(onAnswered, ADVANCE_DELAY_MS);
        },
      },
    );
  };
  const busy = save.isPending || saved;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.trim() && !busy) submit();
      }}
    >
      <p className="text-sm font-medium text-brand-700">{position}</p>
      <h2 className="mt-1 text-xl font-semibold text-slate-900">{step.name}</h2>
      <p className="mt-1 text-slate-600">{step.description}</p>
      <p id={labelId} className="mt-4 font-medium text-slate-900">
        {step.question.text}
      </p>
      <AnswerInput
        question={questionInCurrency(step.question, currency)}
        value={draft}
        onChange={(value) => {
          setDraft(value);
          save.reset();
        }}
        currency={currency}
        onCurrencyChange={(value) => {
          setCurrency(value);
          save.reset();
        }}
        labelId={labelId}
        errorId={save.isError ? errorId : undefined}
      />
      {save.isError ? (
        <div id={errorId} className="mt-2">
          <RequestError error={save.error} fallback="Your answer could not be saved. Try again." />
        </div>
      ) : null}
      <div className="mt-4 flex items-center gap-3">
        <Button type="submit" disabled={!draft.trim() || busy}>
          {save.isPending ? 'Saving…' : 'Submit Answer'}
        </Button>
        <p role="status" className="text-sm text-green-800">
          {saved ? 'Answer saved.' : ''}
        </p>
      </div>
    </form>
  );
}
