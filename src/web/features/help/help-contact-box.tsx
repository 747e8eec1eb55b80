import { SUPPORT_RESPONSE_HOURS } from '../../../shared/constants';
import { ButtonLink } from '../../components/ui/button';

/** "Still need help?": the way to a person, at the end of every help screen. */
export function HelpContactBox() {
  return (
    <section
      aria-labelledby="help-more-heading"
      className="mt-12 rounded-lg border border-brand-100 bg-brand-50 p-6 text-center"
    >
      <h2 id="help-more-heading" className="text-xl font-semibold text-slate-900">
        Still need help?
      </h2>
      <p className="mt-1 text-slate-700">
        Write to our team: we answer within {SUPPORT_RESPONSE_HOURS} hours.
      </p>
      <div className="mt-4 flex justify-center">
        <ButtonLink to="/contact">Contact Support</ButtonLink>
      </div>
    </section>
  );
}
