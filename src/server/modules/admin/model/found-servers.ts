import type { FoundServer } from '../../../../shared/schemas/admin-settings';
import { discoverModelServers, type DiscoveryTarget } from './discover-servers';

export interface FoundServers {
  /** The last scan's servers and when it ended (null before the first ends). */
  latest(): { servers: FoundServer[]; checked_at: string | null };
  /** Scans now; a scan already under way is joined rather than started twice. */
  scan(): Promise<{ servers: FoundServer[]; checked_at: string | null }>;
  /** Stops a scan under way and waits for it. */
  close(): Promise<void>;
}

/** The model servers found on this node (each node looks at its own machine). */
export function createFoundServers(targets: DiscoveryTarget[]): FoundServers {
  const stop = new AbortController();
  let servers: FoundServer[] = [];
  let checkedAt: string | null = null;
  let running: Promise<void> | undefined;
  const latest = () => ({ servers, checked_at: checkedAt });

  const scan = async () => {
    running ??= discoverModelServers(targets, stop.signal)
      .then((found) => {
        if (stop.signal.aborted) return;
        servers = found;
        checkedAt = new Date().toISOString();
      })
      .finally(() => {
        running = undefined;
      });
    await running;
    return latest();
  };

  return {
    latest,
    scan,
    async close() {
      stop.abort();
      await running;
    },
  };
}
