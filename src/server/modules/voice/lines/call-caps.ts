import { DomainError } from '../../../domain-error';
import type { CallPlaces, CallHold } from './call-places';
import type { PlaceClaim } from './place-store';

/** How many calls may be in progress at once, on all nodes together. */
export interface CallCaps {
  perAddress: number;
  perAccount: number;
}

/** Who a call counts against: the client's address, and the account or widget session if any. */
export interface CallSeat {
  /** As `clientAddressKey` gives it (an IPv6 client is its /64). */
  address: string;
  accountId?: string;
  widgetSessionId?: string;
}

export type CallRefusalCode = 'token_used' | 'too_many_calls' | 'call_in_progress';

/** A call refused before it started, with the sentence the caller reads. */
export class CallRefusal extends Error {
  constructor(
    readonly code: CallRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

const calls = (n: number) => `${n} call${n === 1 ? '' : 's'}`;
const FREED = 'a dropped call frees its line within a minute';

function claimsFor(seat: CallSeat, caps: CallCaps): PlaceClaim[] {
  return [
    { key: `address:${seat.address}`, limit: caps.perAddress },
    ...(seat.accountId ? [{ key: `account:${seat.accountId}`, limit: caps.perAccount }] : []),
    // A widget session is one visitor's chat on one page: one call at a time.
    ...(seat.widgetSessionId ? [{ key: `widget:${seat.widgetSessionId}`, limit: 1 }] : []),
  ];
}

function fullRefusal({ key, limit }: PlaceClaim): CallRefusal {
  if (key.startsWith('widget:')) {
    return new CallRefusal(
      'call_in_progress',
      'This chat already has a call in progress. Hang up that call before starting another.',
    );
  }
  const who = key.startsWith('account:')
    ? `Your account already has ${calls(limit)} in progress, the most one account may have at once`
    : `Your network already has ${calls(limit)} in progress, the most one address may have at once`;
  return new CallRefusal('too_many_calls', `${who}. Hang up one and call again (${FREED}).`);
}

/**
 * Before a call token is issued: refuses (429) a caller whose address or account already has
 * as many calls as it may, so the app can say so before the socket opens.
 */
export async function assertRoomForCall(places: CallPlaces, seat: CallSeat, caps: CallCaps) {
  const claims = claimsFor(seat, caps);
  const counts = await places.count(claims.map((claim) => claim.key));
  const full = claims.find((claim, i) => (counts[i] ?? 0) >= claim.limit);
  if (!full) return;
  const refusal = fullRefusal(full);
  throw new DomainError('limit', refusal.code, refusal.message, { details: { limit: full.limit } });
}

/**
 * When the socket opens: uses the token up (an app token opens one call) and takes the call's
 * places under the address, account and widget session, all or nothing; throws CallRefusal.
 */
export async function takeCallPlaces(
  places: CallPlaces,
  input: { seat: CallSeat; caps: CallCaps; token?: { id: string; expiresAt: Date } },
): Promise<CallHold> {
  const outcome = await places.take({
    token: input.token,
    claims: claimsFor(input.seat, input.caps),
  });
  if ('hold' in outcome) return outcome.hold;
  if (outcome.refused === 'token') {
    throw new CallRefusal(
      'token_used',
      'This call link was already used: each opens one call. Start a new call.',
    );
  }
  throw fullRefusal(outcome.claim);
}
