import type { Redis } from 'ioredis';
import type { PlaceStore } from './place-store';

/*
 * Each key is a sorted set of holders scored by when their lease ends, on Redis's own clock
 * (TIME) so the nodes' clocks need not agree. A used token is a plain key that expires with
 * the token. Scripts make each step atomic across nodes; a take is all or nothing over the
 * token and every claim, which a per-key semaphore library cannot give.
 */
const NOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;

/** KEYS: token, claim keys…; ARGV: leaseMs, holder, tokenTtlMs (0: no token), limits… */
const TAKE = `${NOW}
local leaseMs = tonumber(ARGV[1])
local holder = ARGV[2]
local tokenTtl = tonumber(ARGV[3])
if tokenTtl > 0 and redis.call('EXISTS', KEYS[1]) == 1 then return -1 end
for i = 2, #KEYS do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now)
  if redis.call('ZCARD', KEYS[i]) >= tonumber(ARGV[i + 2]) then return i - 1 end
end
if tokenTtl > 0 then redis.call('SET', KEYS[1], holder, 'PX', tokenTtl) end
for i = 2, #KEYS do
  redis.call('ZADD', KEYS[i], now + leaseMs, holder)
  redis.call('PEXPIRE', KEYS[i], leaseMs)
end
return 0
`;

/** KEYS: token, keys…; ARGV: holder, '1' to give the token back. */
const RELEASE = `
for i = 2, #KEYS do redis.call('ZREM', KEYS[i], ARGV[1]) end
if ARGV[2] == '1' and redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0
`;

/** KEYS: keys…; ARGV: holder, leaseMs. */
const RENEW = `${NOW}
for i = 1, #KEYS do
  if redis.call('ZSCORE', KEYS[i], ARGV[1]) then
    redis.call('ZADD', KEYS[i], 'XX', now + tonumber(ARGV[2]), ARGV[1])
    redis.call('PEXPIRE', KEYS[i], tonumber(ARGV[2]))
  end
end
return 0
`;

/** KEYS: keys…; the live holders of each. */
const COUNT = `${NOW}
local counts = {}
for i = 1, #KEYS do counts[i] = redis.call('ZCOUNT', KEYS[i], '(' .. now, '+inf') end
return counts
`;

type Script = (keyCount: number, ...args: Array<string | number>) => Promise<unknown>;
interface PlaceScripts {
  voicePlacesTake: Script;
  voicePlacesRelease: Script;
  voicePlacesRenew: Script;
  voicePlacesCount: Script;
}

export function createRedisPlaceStore(redis: Redis, prefix: string): PlaceStore {
  const scripts = {
    voicePlacesTake: TAKE,
    voicePlacesRelease: RELEASE,
    voicePlacesRenew: RENEW,
    voicePlacesCount: COUNT,
  };
  for (const [name, lua] of Object.entries(scripts)) {
    if (!(name in redis)) redis.defineCommand(name, { lua });
  }
  const run = redis as unknown as PlaceScripts;
  const placeKey = (key: string) => `${prefix}place:${key}`;
  const tokenKey = (id = '-') => `${prefix}token:${id}`;

  return {
    async take({ holder, token, claims, leaseMs }) {
      const keys = [tokenKey(token?.id), ...claims.map((claim) => placeKey(claim.key))];
      const limits = claims.map((claim) => claim.limit);
      const ttl = token ? Math.max(1, Math.ceil(token.ttlMs)) : 0;
      const answer = Number(
        await run.voicePlacesTake(keys.length, ...keys, leaseMs, holder, ttl, ...limits),
      );
      if (answer === -1) return { token: true };
      return answer > 0 ? { full: answer - 1 } : null;
    },
    async release({ holder, keys, tokenId }) {
      const all = [tokenKey(tokenId), ...keys.map(placeKey)];
      await run.voicePlacesRelease(all.length, ...all, holder, tokenId ? '1' : '0');
    },
    async renew({ holder, keys, leaseMs }) {
      if (keys.length === 0) return;
      await run.voicePlacesRenew(keys.length, ...keys.map(placeKey), holder, leaseMs);
    },
    async count(keys) {
      if (keys.length === 0) return [];
      const counts = await run.voicePlacesCount(keys.length, ...keys.map(placeKey));
      return (counts as number[]).map(Number);
    },
  };
}
