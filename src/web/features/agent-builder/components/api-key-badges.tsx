import clsx from 'clsx';
import type { ApiKey } from '../../../../shared/schemas/api-keys';
import { KEY_STATUS_LABELS, KEY_TYPE_LABELS } from '../lib/api-key-text';

const STATUS_CLASSES: Record<ApiKey['status'], string> = {
  active: 'bg-green-100 text-green-800',
  revoked: 'bg-red-100 text-red-800',
  expired: 'bg-amber-100 text-amber-900',
};

const badge = 'rounded-full px-2 py-0.5 text-xs font-medium';

/** A key's type and status as badges, each named for screen readers. */
export function ApiKeyBadges({ apiKey }: { apiKey: Pick<ApiKey, 'key_type' | 'status'> }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className={clsx(badge, 'bg-slate-100 text-slate-800')}>
        <span className="sr-only">Type: </span>
        {KEY_TYPE_LABELS[apiKey.key_type]}
      </span>
      <span className={clsx(badge, STATUS_CLASSES[apiKey.status])}>
        <span className="sr-only">Status: </span>
        {KEY_STATUS_LABELS[apiKey.status]}
      </span>
    </span>
  );
}
