import { ButtonLink } from '../../components/ui/button';
import { PageContainer } from '../../components/ui/page-container';

export default function NotFoundPage() {
  return (
    <PageContainer>
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold">Nothing to see here!</h1>
        <p className="mt-2 text-slate-700">The page you asked for does not exist.</p>
        <ButtonLink to="/" className="mt-6">
          Go to the home page
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
