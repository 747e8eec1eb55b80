import { hkdfSync, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Principal } from '../auth';
import { jwtVerifyWithKeys } from '../auth';

/** App voice tokens start with this; widget calls use their `cfw_` session token instead. */
export const VOICE_TOKEN_PREFIX = 'cfv_';
const AUDIENCE = 'coachforge-voice';
/** Long enough to open the socket after the token call; the call itself may last longer. */
export const VOICE_TOKEN_SECONDS = 120;

/** Who may open which call: a person or a visitor of the app, for one agent and one session. */
export interface VoiceClaims {
  principal: Extract<Principal, { kind: 'user' | 'visitor' }>;
  agentId: string;
  sessionId: string;
  /** The language the caller chose for the call (checked when the token was issued). */
  language?: string;
  /** The token's own id: a token opens one call, so the socket marks it used. */
  tokenId: string;
  expiresAt: Date;
}

export const voiceTokenKey = (authSecret: string) =>
  new Uint8Array(hkdfSync('sha256', authSecret, 'coachforge', 'voice tokens v1', 32));

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * `cfv_` + an HS256 JWT naming the caller, agent and session: the WebSocket's `?token=` cannot
 * carry the app's own bearer safely (URLs end up in logs), so the app trades it for this
 * short-lived, single-purpose token. Its `jti` lets the socket use it for one call only.
 */
export function createVoiceTokens(key: Uint8Array, olderKeys: Uint8Array[] = []) {
  return {
    async sign(
      claims: Omit<VoiceClaims, 'expiresAt' | 'tokenId'>,
    ): Promise<{ token: string; expiresAt: Date }> {
      const expiresAt = new Date(Date.now() + VOICE_TOKEN_SECONDS * 1000);
      const { principal } = claims;
      const jwt = await new SignJWT({
        agt: claims.agentId,
        sid: claims.sessionId,
        ...(claims.language ? { lng: claims.language } : {}),
        ...(principal.kind === 'user' ? { usr: principal.userId, ses: principal.sessionId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token: VOICE_TOKEN_PREFIX + jwt, expiresAt };
    },

    /** The claims, or undefined for an expired, altered or foreign token. */
    async verify(token: string): Promise<VoiceClaims | undefined> {
      if (!token.startsWith(VOICE_TOKEN_PREFIX)) return undefined;
      try {
        const jwt = token.slice(VOICE_TOKEN_PREFIX.length);
        // The previous auth secret's key too, during a rotation.
        const { payload } = await jwtVerifyWithKeys(jwt, [key, ...olderKeys], {
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        const agentId = text(payload.agt);
        const sessionId = text(payload.sid);
        const tokenId = text(payload.jti);
        if (!agentId || !sessionId || !tokenId || typeof payload.exp !== 'number') return undefined;
        const userId = text(payload.usr);
        const authSession = text(payload.ses);
        const principal: VoiceClaims['principal'] =
          userId && authSession
            ? { kind: 'user', userId, sessionId: authSession }
            : { kind: 'visitor' };
        const expiresAt = new Date(payload.exp * 1000);
        const language = text(payload.lng);
        return { principal, agentId, sessionId, language, tokenId, expiresAt };
      } catch {
        return undefined;
      }
    },
  };
}

export type VoiceTokens = ReturnType<typeof createVoiceTokens>;
