/** One kind of place a call takes while it lasts: `limit` calls at once under `key`. */
export interface PlaceClaim {
  key: string;
  limit: number;
}

/** Why a take was refused: the token was already used, or the claim at this index is full. */
export type TakeRefusal = { token: true } | { full: number };

/**
 * Where places and used tokens are counted: this process, or Redis for every node. A place is
 * a lease a live call renews; a node that dies leaves leases that lapse by themselves.
 */
export interface PlaceStore {
  /**
   * All or nothing: marks the token used until it expires (when one is given) and takes one
   * place under each claim for `holder`; nothing changes when the token was used already or a
   * claim is full.
   */
  take(input: {
    holder: string;
    token?: { id: string; ttlMs: number };
    claims: PlaceClaim[];
    leaseMs: number;
  }): Promise<TakeRefusal | null>;
  /** Gives the holder's places back, and the token too when `tokenId` names it. */
  release(input: { holder: string; keys: string[]; tokenId?: string }): Promise<void>;
  /** Extends the holder's places for another lease. */
  renew(input: { holder: string; keys: string[]; leaseMs: number }): Promise<void>;
  /** Places taken now under each key. */
  count(keys: string[]): Promise<number[]>;
}

/**
 * Places in this process (one node, or any node while Redis is away). JavaScript runs each
 * method to completion before the next, so it is exact under any concurrency.
 */
export function createMemoryPlaceStore(now: () => number = Date.now): PlaceStore {
  /** key → holder → lease end. */
  const places = new Map<string, Map<string, number>>();
  /** token id → when its mark may go (the token has expired by then). */
  const usedTokens = new Map<string, number>();
  let sweptAt = 0;

  const live = (key: string) => {
    const holders = places.get(key);
    if (!holders) return undefined;
    const at = now();
    for (const [holder, until] of holders) if (until <= at) holders.delete(holder);
    if (holders.size === 0) places.delete(key);
    return holders.size ? holders : undefined;
  };
  // Used tokens are swept now and then, not on every take: they are looked up by id.
  const sweep = () => {
    const at = now();
    if (at - sweptAt < 10_000) return;
    sweptAt = at;
    for (const [id, until] of usedTokens) if (until <= at) usedTokens.delete(id);
    for (const key of [...places.keys()]) live(key);
  };

  return {
    async take({ holder, token, claims, leaseMs }) {
      sweep();
      const at = now();
      if (token && (usedTokens.get(token.id) ?? 0) > at) return { token: true };
      const full = claims.findIndex((claim) => (live(claim.key)?.size ?? 0) >= claim.limit);
      if (full >= 0) return { full };
      if (token) usedTokens.set(token.id, at + token.ttlMs);
      for (const { key } of claims) {
        const holders = places.get(key) ?? new Map<string, number>();
        holders.set(holder, at + leaseMs);
        places.set(key, holders);
      }
      return null;
    },
    async release({ holder, keys, tokenId }) {
      for (const key of keys) {
        places.get(key)?.delete(holder);
        if (places.get(key)?.size === 0) places.delete(key);
      }
      if (tokenId) usedTokens.delete(tokenId);
    },
    async renew({ holder, keys, leaseMs }) {
      for (const key of keys) {
        const holders = places.get(key);
        if (holders?.has(holder)) holders.set(holder, now() + leaseMs);
      }
    },
    async count(keys) {
      return keys.map((key) => live(key)?.size ?? 0);
    },
  };
}
