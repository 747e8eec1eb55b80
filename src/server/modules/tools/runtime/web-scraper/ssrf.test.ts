import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHtmlSiteFake, type HtmlSiteFake } from '../../../../test/fake-tools/html-site-fake';
import type { Dial, DialTarget, HostLookup, ResolvedAddress } from '../network/options';
import { scrapePage } from './scrape-page';

/** A public address the tests pretend to reach; the dial hook never lets it leave the host. */
const PUBLIC_IP = '93.184.215.14';
const BLOCKED = "That address points to a private network, so I can't open it.";
const BLOCKED_REDIRECT = "The page redirected to a private network address, so I didn't follow it.";

let site: HtmlSiteFake;
let dialed: DialTarget[];

/** Stands in for the internet: whatever vetted address is dialed, the local fake answers. */
const dialToSite: Dial = (target) => {
  dialed.push(target);
  return connect({ host: '127.0.0.1', port: site.port });
};

function dnsFrom(table: Record<string, ResolvedAddress[]>) {
  return vi.fn<HostLookup>(async (name) => {
    const answers = table[name];
    if (!answers)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return answers;
  });
}

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });

beforeAll(async () => {
  site = await startHtmlSiteFake();
});
afterAll(() => site.close());
beforeEach(() => {
  site.requests.length = 0;
  dialed = [];
});

describe('the scraper refuses private targets by default', () => {
  it.each([
    'http://127.0.0.1:PORT/secret',
    'http://localhost:PORT/secret',
    'http://localhost/',
    'http://[::1]:PORT/secret',
    'http://[::ffff:127.0.0.1]:PORT/secret',
    'http://2130706433:PORT/secret',
    'http://169.254.169.254/latest/meta-data/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://10.0.0.1/',
    'http://192.168.1.1/admin',
    'http://[fd00::1]/',
    'http://0.0.0.0:80/',
  ])('refuses %s without connecting', async (url) => {
    const lookup = dnsFrom({});
    await expect(
      scrapePage(url.replace('PORT', String(site.port)), { lookup, dial: dialToSite }),
    ).rejects.toMatchObject({ code: 'blocked_address', message: BLOCKED });
    expect(lookup).not.toHaveBeenCalled();
    expect(dialed).toEqual([]);
    expect(site.requests).toHaveLength(0);
  });

  it('treats anything but allowPrivateNetwork === true as off', async () => {
    const options = { allowPrivateNetwork: 'yes' as unknown as boolean, dial: dialToSite };
    await expect(scrapePage(`http://127.0.0.1:${site.port}/`, options)).rejects.toMatchObject({
      code: 'blocked_address',
    });
    expect(site.requests).toHaveLength(0);
  });

  it.each([
    ['loopback', [v4('127.0.0.1')]],
    ['IPv4-mapped loopback', [{ address: '::ffff:127.0.0.1', family: 6 } as const]],
    ['metadata', [v4('169.254.169.254')]],
    ['one private answer among public ones', [v4(PUBLIC_IP), v4('10.1.2.3')]],
  ])('refuses a host name whose DNS answers include %s', async (_label, answers) => {
    const lookup = dnsFrom({ 'evil.example': answers });
    await expect(
      scrapePage(`http://evil.example:${site.port}/secret`, { lookup, dial: dialToSite }),
    ).rejects.toMatchObject({ code: 'blocked_address', message: BLOCKED });
    expect(lookup).toHaveBeenCalledWith('evil.example');
    expect(dialed).toEqual([]);
    expect(site.requests).toHaveLength(0);
  });

  it('connects only to the vetted address when DNS changes its answer (rebinding)', async () => {
    const answers = [[v4(PUBLIC_IP)], [v4('127.0.0.1')]];
    const lookup = vi.fn<HostLookup>(async () => answers.shift() ?? [v4('127.0.0.1')]);
    const page = await scrapePage('http://rebind.example/echo-host', { lookup, dial: dialToSite });
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(dialed).toEqual([
      { address: PUBLIC_IP, family: 4, port: 80, hostname: 'rebind.example', tls: false },
    ]);
    // Host (and SNI for https) keep the name, so the site still sees the page it was asked for.
    expect(page.text).toBe('Host was rebind.example');
  });

  it.each([
    ['/to-loopback', 'a loopback IP'],
    ['/to-metadata', 'the metadata address'],
    ['/to-internal', 'a name that resolves to a private IP'],
  ])('refuses a public page redirecting (%s) to %s', async (path) => {
    const lookup = dnsFrom({
      'public.example': [v4(PUBLIC_IP)],
      'internal.example': [v4('10.0.0.5')],
    });
    await expect(
      scrapePage(`http://public.example${path}`, { lookup, dial: dialToSite }),
    ).rejects.toMatchObject({ code: 'blocked_address', message: BLOCKED_REDIRECT });
    expect(dialed.map((target) => target.address)).toEqual([PUBLIC_IP]);
    expect(site.requests.map((request) => request.pathname)).toEqual([path]);
  });

  it('says so when a name does not resolve', async () => {
    await expect(
      scrapePage('https://nowhere.example/', { lookup: dnsFrom({}) }),
    ).rejects.toMatchObject({
      code: 'dns_failed',
      message: "I couldn't find the website nowhere.example. Is the address right?",
    });
  });

  it('reaches loopback fakes only with the test-only switch', async () => {
    const page = await scrapePage(`http://localhost:${site.port}/`, { allowPrivateNetwork: true });
    expect(page.title).toMatch(/^Pricing/);
    expect(site.requests).toHaveLength(1);
  });
});
