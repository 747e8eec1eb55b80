import type { KeyUsage } from '../../../shared/schemas/api-keys';
import type { Db } from '../../db/client';
import { conversationStats, daysOf, refusedOf, requestStats, totalOf } from './usage-daily';
import { usageWindow } from './usage-window';

/** A key's traffic per UTC day over the last `days` days (today included), for its chart. */
export async function keyUsage(options: {
  db: Db;
  keyId: string;
  days: number;
}): Promise<KeyUsage> {
  const window = usageWindow(options.days);
  const requests = await requestStats(options.db, options.keyId, window);
  const conversations = await conversationStats(options.db, options.keyId, window);
  const total = totalOf(requests);
  return {
    key_id: options.keyId,
    days: window.days,
    total_requests: total?.requests ?? 0,
    rate_limited: total?.refused_key_limit ?? 0,
    refused: refusedOf(total),
    by_day: daysOf(window, requests, conversations),
  };
}
