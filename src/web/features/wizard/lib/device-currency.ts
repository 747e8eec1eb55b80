import { currencyOfCountry, type WizardCurrency } from '../../../../shared/wizard-currency';

/** The money of the country the browser's language names ("en-US": dollars), if known. */
export function deviceCurrency(): WizardCurrency | undefined {
  try {
    return currencyOfCountry(new Intl.Locale(navigator.language).maximize().region);
  } catch {
    return undefined;
  }
}
