import { Link } from 'react-router';
import type { KeyAnalytics } from '../../../../shared/schemas/api-keys';
import { refusalRows } from '../lib/api-key-refusals';

/**
 * The calls refused before any work, by reason, for the owner: visitors only read a neutral
 * sentence, so this is where the owner learns what to change (domains, the limit, the plan).
 */
export function KeyRefusals({ refused }: { refused: KeyAnalytics['refused'] }) {
  const rows = refusalRows(refused);
  if (rows.length === 0) {
    return <p className="mt-2 text-sm text-slate-700">No call was refused in the period.</p>;
  }
  return (
    <div className="mt-2 text-sm">
      <h6 className="font-medium text-slate-800">Refused calls, by reason</h6>
      <ul className="mt-1 space-y-1">
        {rows.map((row) => (
          <li key={row.reason}>
            <span className="font-medium text-red-700">{row.count}</span> {row.text}{' '}
            {row.reason === 'plan_limit' ? (
              <Link to="/billing" className="font-medium underline">
                {row.fix}
              </Link>
            ) : (
              <span className="text-slate-600">{row.fix}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
