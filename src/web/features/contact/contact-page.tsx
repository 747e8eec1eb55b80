import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { ContactForm } from './contact-form';
import { ContactSupportInfo } from './contact-support-info';
import { contactStartFrom, type ContactPerson } from './contact-values';

/**
 * The Contact page at /contact: a message form beside ways to get support. A signed-in
 * person finds their name and e-mail filled in.
 */
export default function ContactPage({ person = null }: { person?: ContactPerson | null }) {
  // Other pages open the form on a topic: /contact?category=billing&subject=Pro%20plan.
  const [params] = useSearchParams();
  return (
    <PageContainer>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Contact Us</h1>
      <p className="mt-1 max-w-2xl text-slate-700">
        Questions about coaching, your agents, billing or a partnership? Send us a message and the
        right person on our team will get back to you.
      </p>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-3">
        <div className="rounded-lg border border-slate-200 bg-white p-6 lg:col-span-2">
          <h2 id="contact-form-heading" className="mb-4 text-lg font-semibold text-slate-900">
            Write to our team
          </h2>
          {/* Someone else signing in (or out) here starts from their own details. */}
          <ContactForm
            key={person?.email ?? ''}
            headingId="contact-form-heading"
            start={contactStartFrom(params, person)}
          />
        </div>
        <ContactSupportInfo />
      </div>
    </PageContainer>
  );
}
