import type { FastifyBaseLogger } from 'fastify';
import type { BillingConfig } from '../../billing-config';
import type { Db } from '../../db/client';
import { settleLocalPeriods } from './local-plans';
import type { PlanCatalogue } from './plan-catalogue';

const HOUR_MS = 60 * 60 * 1000;

/** Ends or renews the local provider's subscriptions whose period is over: at start, then hourly. */
export function startBillingSweep(options: {
  db: Db;
  config: BillingConfig;
  plans: PlanCatalogue;
  log: FastifyBaseLogger;
}) {
  const sweep = () =>
    settleLocalPeriods(options)
      .then(({ ended, renewed, failures }) => {
        if (ended + renewed > 0)
          options.log.info({ ended, renewed }, 'local subscriptions settled');
        for (const reason of new Set(failures)) {
          options.log.warn({ periods: failures.length }, `local periods not renewed: ${reason}`);
        }
      })
      .catch((err: unknown) => options.log.warn({ err }, 'billing sweep failed'));
  const first = sweep();
  const timer = setInterval(() => void sweep(), HOUR_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await first;
    },
  };
}
