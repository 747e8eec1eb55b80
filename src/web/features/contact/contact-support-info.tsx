import { Clock, LifeBuoy, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { SUPPORT_RESPONSE_HOURS } from '../../../shared/constants';
import { useSiteInfo } from '../../lib/site-info';
const linkClasses = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** How else to reach us, and when. */
export function ContactSupportInfo() {
  const email = useSiteInfo().support_email;
  return (
    <aside
      aria-labelledby="contact-support-heading"
      className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-700"
    >
      <h2 id="contact-support-heading" className="text-lg font-semibold text-slate-900">
        Support information
      </h2>
      <ul className="mt-4 space-y-5">
        <li className="flex gap-3">
          <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <p className="font-medium text-slate-900">E-mail</p>
            {email ? (
              <a href={`mailto:${email}`} className={`${linkClasses} break-all`}>
                {email}
              </a>
            ) : (
              <p className="text-sm">Write to us with the form on this page.</p>
            )}
            <p className="mt-1 text-sm">We respond within {SUPPORT_RESPONSE_HOURS} hours.</p>
          </div>
        </li>
        <li className="flex gap-3">
          <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <p className="font-medium text-slate-900">Support hours</p>
            <p className="text-sm">Monday to Friday, 9:00–18:00 (CET)</p>
            <p className="text-sm">Messages sent at weekends are answered on Monday.</p>
          </div>
        </li>
        <li className="flex gap-3">
          <LifeBuoy aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <p className="font-medium text-slate-900">Self-service help</p>
            <p className="text-sm">
              Many answers are already in the{' '}
              <Link to="/help" className={linkClasses}>
                Help Center
              </Link>
              : setting up voice chat, building agents, plans and invoices.
            </p>
            <Link to="/help" className={`${linkClasses} mt-2 inline-block text-sm`}>
              Browse help articles
            </Link>
          </div>
        </li>
      </ul>
    </aside>
  );
}
