import { useId } from 'react';
import { WIZARD_CURRENCIES } from '../../../../shared/wizard-currency';

const names = new Intl.DisplayNames(['en'], { type: 'currency' });

/** The currency an amount is in; the founder's choice applies to every amount of the run. */
export function CurrencySelect({
  value,
  onChange,
  per,
}: {
  value: string;
  onChange(currency: string): void;
  /** "month" for an amount per month. */
  per?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Currency
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm text-slate-800"
      >
        {WIZARD_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code} ({names.of(code)})
          </option>
        ))}
      </select>
      {per ? <span className="text-sm text-slate-600">a {per}</span> : null}
    </>
  );
}
