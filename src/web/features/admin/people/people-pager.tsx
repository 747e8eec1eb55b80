import { Button } from '../../../components/ui/button';

/** The server lists 25 accounts a page. */
export const PEOPLE_PER_PAGE = 25;

/** Previous and Next between pages of accounts, and where in the list this page is. */
export function PeoplePager({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage(page: number): void;
}) {
  const pages = Math.max(1, Math.ceil(total / PEOPLE_PER_PAGE));
  if (pages === 1) return null;
  return (
    <nav aria-label="Pages of accounts" className="flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-slate-700">
        Page {page} of {pages}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
