/**
 * When a JWT stops being valid, on this machine's clock: its lifetime (exp - iat) counted from
 * `now`, so a client clock that is off does not matter. Null when the token cannot be read.
 * Hand-written: better-auth's client decodes no JWT, and jose is its dependency, not ours.
 */
export function readTokenExpiry(jwt: string, now: number): number | null {
  try {
    const payload = (jwt.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const { exp, iat } = JSON.parse(atob(payload)) as { exp?: unknown; iat?: unknown };
    if (typeof exp !== 'number') return null;
    return typeof iat === 'number' ? now + (exp - iat) * 1000 : exp * 1000;
  } catch {
    return null;
  }
}
