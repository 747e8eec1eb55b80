import { CircleAlert, CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { useConsoleHealth } from '../api/health-and-log';
import { ConsoleSection } from '../console-section';

const PART_NAMES = {
  database: 'Database',
  redis: 'Redis',
  model: 'Language model',
  speech: 'Speech',
  mail: 'Mail',
  payments: 'Payments',
  disk: 'Disk',
} as const;

/** /admin/health: each part of the server, well or not, in a sentence. */
export default function HealthPage() {
  const health = useConsoleHealth();
  return (
    <ConsoleSection title="Health" intro="Each part of the server, and how it is doing now.">
      {health.isPending ? (
        <StatusMessage>Checking the server…</StatusMessage>
      ) : health.isError ? (
        <StatusMessage tone="error">
          The health could not be read. Please reload the page.
        </StatusMessage>
      ) : (
        <>
          <ul aria-label="Parts of the server" className="space-y-2">
            {health.data.checks.map((check) => (
              <li
                key={check.part}
                className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4"
              >
                {check.ok ? (
                  <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700" />
                ) : (
                  <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
                )}
                <div>
                  <h3 className="font-semibold text-slate-900">
                    {PART_NAMES[check.part]}
                    <span className="sr-only">{check.ok ? ': working' : ': needs attention'}</span>
                  </h3>
                  <p className="text-sm text-slate-800">{check.sentence}</p>
                </div>
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void health.refetch()}
            disabled={health.isFetching}
          >
            {health.isFetching ? 'Checking…' : 'Check again'}
          </Button>
        </>
      )}
    </ConsoleSection>
  );
}
