import { randomUUID } from 'node:crypto';
import type { RedisConnection } from '../../../cluster/redis-connection';
import { createMemoryPlaceStore, type PlaceClaim, type PlaceStore } from './place-store';
import { createRedisPlaceStore } from './redis-place-store';

/** A live call's places last this long unless renewed: a dead node's calls free them by then. */
export const PLACE_LEASE_MS = 60_000;
const RENEW_EVERY_MS = PLACE_LEASE_MS / 3;

/** The places a started call holds, given back when it ends. */
export interface CallHold {
  /** Gives the places back; `returnToken` also lets the token open a call again (none started). */
  release(options?: { returnToken?: boolean }): Promise<void>;
}

export type TakeOutcome =
  { hold: CallHold } | { refused: 'token' } | { refused: 'full'; claim: PlaceClaim };

export interface CallPlaces {
  take(input: {
    token?: { id: string; expiresAt: Date };
    claims: PlaceClaim[];
  }): Promise<TakeOutcome>;
  /** Places taken now under each key (to refuse a call before its token is even issued). */
  count(keys: string[]): Promise<number[]>;
  close(): void;
}

/** Marks stay a little past the token's expiry, for clocks a second or two apart. */
const TOKEN_MARK_SLACK_MS = 5_000;

/**
 * The places calls take on every node: counted in Redis while it answers, in this process
 * while it does not (a cap then holds per node, with a logged warning, rather than refusing
 * every call). Each hold stays with the store that granted it and is renewed there while
 * the call lasts.
 */
export function createCallPlaces(options: {
  redis?: RedisConnection;
  onFallback: (error: unknown) => void;
}): CallPlaces {
  const { redis, onFallback } = options;
  const local = createMemoryPlaceStore();
  const shared = redis && createRedisPlaceStore(redis.commands, `${redis.prefix}voice:`);
  const held = new Map<string, { store: PlaceStore; keys: string[] }>();

  const renewAll = () => {
    for (const [holder, { store, keys }] of held) {
      store.renew({ holder, keys, leaseMs: PLACE_LEASE_MS }).catch(onFallback);
    }
  };
  const renewer = setInterval(renewAll, RENEW_EVERY_MS);
  renewer.unref();

  async function takeIn(store: PlaceStore, input: Parameters<CallPlaces['take']>[0]) {
    const holder = randomUUID();
    const { token, claims } = input;
    const refusal = await store.take({
      holder,
      token: token && {
        id: token.id,
        ttlMs: token.expiresAt.getTime() - Date.now() + TOKEN_MARK_SLACK_MS,
      },
      claims,
      leaseMs: PLACE_LEASE_MS,
    });
    if (refusal && 'token' in refusal) return { refused: 'token' } as const;
    if (refusal) return { refused: 'full', claim: claims[refusal.full]! } as const;
    const keys = claims.map((claim) => claim.key);
    held.set(holder, { store, keys });
    let released = false;
    const hold: CallHold = {
      async release({ returnToken = false } = {}) {
        if (released) return;
        released = true;
        held.delete(holder);
        await store
          .release({ holder, keys, tokenId: returnToken ? token?.id : undefined })
          .catch(onFallback);
      },
    };
    return { hold };
  }

  return {
    async take(input) {
      if (!shared || !redis?.ready) return takeIn(local, input);
      try {
        return await takeIn(shared, input);
      } catch (error) {
        onFallback(error);
        return takeIn(local, input);
      }
    },
    async count(keys) {
      if (!shared || !redis?.ready) return local.count(keys);
      try {
        return await shared.count(keys);
      } catch (error) {
        onFallback(error);
        return local.count(keys);
      }
    },
    close: () => clearInterval(renewer),
  };
}
