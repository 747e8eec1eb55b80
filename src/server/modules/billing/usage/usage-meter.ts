import { DomainError } from '../../../domain-error';
import type { Db } from '../../../db/client';
import type { PlanCatalogue } from '../plan-catalogue';
import { currentPlanOf } from '../subscription-store';
import { formatLimit, perDay, upgradeSentence } from './limit-messages';
import type { UsageCounter } from './usage-counter';
import { usageDayOf, usageResetsAt } from './usage-day';

/**
 * Who is asking: the account itself in the app, its software with one of its API keys, or its
 * agent serving someone else (a visitor, who is told nothing of the owner's plan).
 */
export type UsageServed = 'own' | 'api' | 'agent';

export interface UsageMeter {
  /**
   * Counts one chat request against the account's daily limit, or answers 402. The returned
   * function gives the count back for a turn that did not happen (failed, abandoned, a repeat).
   */
  spendChatRequest(input: {
    accountId: string;
    served: UsageServed;
    now?: Date;
  }): Promise<() => Promise<void>>;
  /** Reserves up to `seconds` of today's voice time; `granted` 0 means the limit is reached. */
  reserveVoice(input: {
    accountId: string;
    seconds: number;
    now?: Date;
  }): Promise<{ granted: number; day: string }>;
  /** Gives back reserved voice time the call did not use. */
  releaseVoice(input: { accountId: string; day: string; seconds: number }): Promise<void>;
  /** Voice seconds the account has left today (Infinity when unlimited). */
  voiceSecondsLeft(accountId: string, now?: Date): Promise<number>;
  /** A 402 saying the account has no voice time left today, to refuse a call before it starts. */
  voiceLimitError(input: { accountId: string; served: UsageServed }): Promise<DomainError>;
  today(accountId: string, now?: Date): Promise<{ chatRequests: number; voiceSeconds: number }>;
}

/** Attempts to reserve what is left when another call took part of it meanwhile. */
const RESERVE_ATTEMPTS = 4;

export function createUsageMeter(options: {
  db: Db;
  plans: PlanCatalogue;
  counter: UsageCounter;
}): UsageMeter {
  const { db, plans, counter } = options;
  const planOf = async (accountId: string) =>
    (await currentPlanOf({ db, plans, userId: accountId })).plan;

  const limitError = (message: string, details: Record<string, unknown>) =>
    new DomainError('payment_required', 'plan_limit', message, { details });

  return {
    async spendChatRequest({ accountId, served, now = new Date() }) {
      const plan = await planOf(accountId);
      const limit = plan.limits.chat_requests_per_day;
      const day = usageDayOf(now);
      const key = { accountId, metric: 'chat_requests' as const, day };
      const used = await counter.tryAdd({ ...key, amount: 1, limit });
      if (used === undefined) {
        const upgrade = upgradeSentence(
          plans,
          plan,
          'chat_requests_per_day',
          perDay('chat requests'),
        );
        const allowance = `${formatLimit(limit)} chat requests of the ${plan.name} plan`;
        throw limitError(
          served === 'own'
            ? `You have used all ${allowance} today; they start again at midnight UTC.${upgrade}`
            : served === 'api'
              ? `This agent's account has used all ${allowance} today; they start again at midnight UTC.${upgrade} The account's owner can change plans under Billing.`
              : `This coach has answered all the chat requests its owner's plan allows today. Please try again tomorrow.`,
          { limit, plan: plan.id, resets_at: usageResetsAt(now).toISOString() },
        );
      }
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await counter.subtract({ ...key, amount: 1 });
      };
    },

    async reserveVoice({ accountId, seconds, now = new Date() }) {
      const day = usageDayOf(now);
      const minutes = (await planOf(accountId)).limits.voice_minutes_per_day;
      const limit = minutes < 0 ? -1 : Math.round(minutes * 60);
      const key = { accountId, metric: 'voice_seconds' as const, day };
      let wanted = seconds;
      for (let attempt = 0; attempt < RESERVE_ATTEMPTS && wanted > 0; attempt++) {
        if ((await counter.tryAdd({ ...key, amount: wanted, limit })) !== undefined) {
          return { granted: wanted, day };
        }
        wanted = Math.min(seconds, limit - (await counter.read(key)));
      }
      return { granted: 0, day };
    },

    releaseVoice: ({ accountId, day, seconds }) =>
      counter.subtract({ accountId, metric: 'voice_seconds', day, amount: Math.floor(seconds) }),

    async voiceSecondsLeft(accountId, now = new Date()) {
      const minutes = (await planOf(accountId)).limits.voice_minutes_per_day;
      if (minutes < 0) return Number.POSITIVE_INFINITY;
      const used = await counter.read({ accountId, metric: 'voice_seconds', day: usageDayOf(now) });
      return Math.max(0, Math.round(minutes * 60) - used);
    },

    async voiceLimitError({ accountId, served }) {
      const plan = await planOf(accountId);
      const minutes = plan.limits.voice_minutes_per_day;
      const upgrade = upgradeSentence(
        plans,
        plan,
        'voice_minutes_per_day',
        perDay('voice minutes'),
      );
      return limitError(
        served === 'own'
          ? `You have used all ${formatLimit(minutes)} voice minutes of the ${plan.name} plan today; they start again at midnight UTC.${upgrade}`
          : `This coach has used all the voice time its owner's plan allows today. Please type your question instead.`,
        { limit: minutes, plan: plan.id, resets_at: usageResetsAt(new Date()).toISOString() },
      );
    },

    async today(accountId, now = new Date()) {
      const day = usageDayOf(now);
      const [chatRequests, voiceSeconds] = await Promise.all([
        counter.read({ accountId, metric: 'chat_requests', day }),
        counter.read({ accountId, metric: 'voice_seconds', day }),
      ]);
      return { chatRequests, voiceSeconds };
    },
  };
}
