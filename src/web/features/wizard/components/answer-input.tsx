import type { WizardQuestion } from '../../../../shared/schemas/wizard';
import { isMoneyUnit } from '../../../../shared/wizard-currency';
import { fieldClasses } from '../../../components/ui/form-field';
import { CurrencySelect } from './currency-select';

interface AnswerInputProps {
  question: WizardQuestion;
  value: string;
  onChange(value: string): void;
  /** The id of the error message under the input, when there is one. */
  errorId?: string;
  labelId: string;
  /** For an amount: the run's currency and a way to change it. */
  currency: string;
  onCurrencyChange(currency: string): void;
}

/** The answer control the question's type asks for: choices, text, or a number with its unit. */
export function AnswerInput(props: AnswerInputProps) {
  const { question, value, onChange, errorId, labelId } = props;
  const described = errorId ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  if (question.type === 'options') {
    return (
      <div role="radiogroup" aria-labelledby={labelId} {...described} className="mt-3 space-y-2">
        {question.options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={question.id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-brand-700"
            />
            {option.text}
          </label>
        ))}
      </div>
    );
  }
  if (question.type === 'freetext') {
    return (
      <textarea
        aria-labelledby={labelId}
        {...described}
        rows={3}
        value={value}
        placeholder={question.placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClasses}
      />
    );
  }
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <input
        type="text"
        aria-labelledby={labelId}
        {...described}
        inputMode={question.type === 'int' ? 'numeric' : 'decimal'}
        value={value}
        placeholder={question.placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldClasses} max-w-xs`}
      />
      {isMoneyUnit(question.unit) ? (
        <CurrencySelect
          value={props.currency}
          onChange={props.onCurrencyChange}
          per={question.unit.split('/')[1]}
        />
      ) : question.unit ? (
        <span className="text-sm text-slate-600">{question.unit}</span>
      ) : null}
    </div>
  );
}
