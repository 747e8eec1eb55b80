import { BarChart3, Ban, Copy } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ApiKey } from '../../../../shared/schemas/api-keys';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/format';
import { canRevoke, domainsText, lastUsedText, perHour, shownPrefix } from '../lib/api-key-text';
import { ApiKeyBadges } from './api-key-badges';

// The details (chart, analytics, sessions) load only when someone opens them.
const KeyDetails = lazy(() => import('./key-details'));

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{term}</dt>
      {/* Wrapped, not cut: "All domains (not recommended)" must be read whole. */}
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One key of the list (spec 02 §2), with its actions and, on demand, its details. */
export function ApiKeyRow({
  agentId,
  apiKey,
  onCopyId,
  onRevoke,
}: {
  agentId: string;
  apiKey: ApiKey;
  onCopyId: () => void;
  onRevoke: () => void;
}) {
  const [open, setOpen] = useState(false);
  const headingId = `api-key-${apiKey.id}`;
  const detailsId = `api-key-details-${apiKey.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="font-semibold text-slate-900">
          {apiKey.name}
        </h4>
        <ApiKeyBadges apiKey={apiKey} />
      </div>
      <code className="mt-1 block text-sm text-slate-700">{shownPrefix(apiKey)}</code>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact term="Rate limit">{perHour(apiKey.rate_limit_per_hour)}</Fact>
        <Fact term="Created">{formatDate(apiKey.created_at)}</Fact>
        <Fact term="Last used">{lastUsedText(apiKey.last_used_at)}</Fact>
        <Fact term="Allowed domains">{domainsText(apiKey.allowed_domains)}</Fact>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" aria-describedby={headingId} onClick={onCopyId}>
          <Copy aria-hidden className="size-4" /> Copy Key ID
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-describedby={headingId}
          onClick={() => setOpen(!open)}
        >
          <BarChart3 aria-hidden className="size-4" /> {open ? 'Hide Details' : 'Details'}
        </Button>
        {canRevoke(apiKey) && (
          <Button variant="danger" size="sm" aria-describedby={headingId} onClick={onRevoke}>
            <Ban aria-hidden className="size-4" /> Revoke
          </Button>
        )}
      </div>
      <div id={detailsId}>
        {open && (
          <Suspense fallback={<StatusMessage>Loading the key&apos;s details…</StatusMessage>}>
            <KeyDetails agentId={agentId} apiKey={apiKey} />
          </Suspense>
        )}
      </div>
    </li>
  );
}
