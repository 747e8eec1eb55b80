/**
 * Just enough of a browser for protocol tests: keeps cookies per host and follows
 * redirects by hand, so a test can walk an OAuth flow across two servers.
 */
export function createCookieBrowser() {
  const jars = new Map<string, Map<string, string>>();

  async function request(url: string, init: RequestInit = {}): Promise<Response> {
    const { host } = new URL(url);
    const jar = jars.get(host) ?? new Map<string, string>();
    jars.set(host, jar);
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /** Follows redirects until a page that is not a redirect; returns it and its URL. */
  async function follow(url: string, init: RequestInit = {}) {
    let current = url;
    let response = await request(current, init);
    for (let hops = 0; hops < 20 && response.status >= 300 && response.status < 400; hops++) {
      current = new URL(response.headers.get('location') ?? '', current).toString();
      response = await request(current);
    }
    return { response, url: current };
  }

  return { request, follow };
}
