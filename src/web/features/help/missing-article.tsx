import { ButtonLink } from '../../components/ui/button';

/** /help/<unknown id>: says so plainly and offers the way back. */
export function MissingArticle() {
  return (
    <div className="py-12 text-center">
      <title>Article not found · CoachForge Help Center</title>
      <h1 className="text-2xl font-bold text-slate-900">This article does not exist</h1>
      <p className="mt-2 text-slate-700">
        The link may be mistyped, or the article may have moved. Search the Help Center to find what
        you were looking for.
      </p>
      <ButtonLink to="/help" className="mt-6">
        Back to the Help Center
      </ButtonLink>
    </div>
  );
}
