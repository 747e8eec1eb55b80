import { ButtonLink } from '../../components/ui/button';
import { PageContainer } from '../../components/ui/page-container';

/**
 * Screens whose capability has not shipped yet say so plainly instead of rendering blank.
 * `what` may be singular or plural ('Invoices'): the sentence reads right either way.
 */
export function ComingSoonPage({ title, what }: { title: string; what: string }) {
  return (
    <PageContainer>
      <div className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-3 text-slate-700">
          {what} will be available in an upcoming release of CoachForge.
        </p>
        <ButtonLink to="/" variant="secondary" className="mt-6">
          Back to the coaches
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
