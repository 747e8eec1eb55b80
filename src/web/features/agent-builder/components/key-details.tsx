import { useId, useState } from 'react';
import type { ApiKey } from '../../../../shared/schemas/api-keys';
import { fieldClasses } from '../../../components/ui/form-field';
import { DAY_WINDOWS, type DayWindow } from '../lib/usage-chart';
import { KeyAnalyticsSummary } from './key-analytics-summary';
import { KeyExportButtons } from './key-export-buttons';
import { KeyRateLimit } from './key-rate-limit';
import { KeySessions } from './key-sessions';
import { UsageChart } from './usage-chart';

/**
 * A key's details: usage per day, analytics, its hourly window, exports and its sessions.
 * Loaded as its own chunk when someone opens it (the default export is for React.lazy).
 */
export default function KeyDetails({ agentId, apiKey }: { agentId: string; apiKey: ApiKey }) {
  const [days, setDays] = useState<DayWindow>(30);
  const selectId = useId();
  const ids = { agentId, keyId: apiKey.id };
  return (
    <div className="mt-4 space-y-5 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
            Period
          </label>
          <select
            id={selectId}
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as DayWindow)}
            className={`${fieldClasses} w-auto`}
          >
            {DAY_WINDOWS.map((window) => (
              <option key={window} value={window}>
                Last {window} days
              </option>
            ))}
          </select>
        </div>
        <KeyExportButtons {...ids} days={days} keyPrefix={apiKey.key_prefix} />
      </div>
      <UsageChart {...ids} days={days} />
      <KeyAnalyticsSummary {...ids} days={days} />
      <KeyRateLimit {...ids} lastUsedAt={apiKey.last_used_at} />
      {/* Another period is another list: it starts at its first page. */}
      <KeySessions key={days} {...ids} days={days} />
    </div>
  );
}
