import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  HUGE_PAGE_BYTES,
  startHtmlSiteFake,
  type HtmlSiteFake,
} from '../../../../test/fake-tools/html-site-fake';
import { scrapePage } from './scrape-page';

// Loopback fakes are reachable only with the test-only switch.
const local = { allowPrivateNetwork: true } as const;
let site: HtmlSiteFake;

beforeAll(async () => {
  site = await startHtmlSiteFake();
});
afterAll(() => site.close());
beforeEach(() => {
  site.requests.length = 0;
});

describe('scrapePage against a local site', () => {
  it('returns the title and readable text of an HTML page', async () => {
    const page = await scrapePage(`${site.url}/`, local);
    expect(page).toMatchObject({
      url: `${site.url}/`,
      title: 'Pricing for founders & first customers',
      truncated: false,
    });
    expect(page.text).toMatch(/^Pricing for founders\nCharge more than you think\./);
    expect(page.text).not.toMatch(/Acme Blog|Home|All rights reserved|tracking|Subscribe|Related/);
    expect(site.requests[0]?.headers).toMatchObject({
      accept: expect.stringContaining('text/html'),
    });
  });

  it('follows redirects (relative, absolute, 301/307/308) and reports the final URL', async () => {
    const page = await scrapePage(`${site.url}/redirect/3`, local);
    expect(page.url).toBe(`${site.url}/`);
    expect(site.requests.map((r) => r.pathname)).toEqual([
      '/redirect/3',
      '/redirect/2',
      '/redirect/1',
      '/',
    ]);
  });

  it('stops after five redirects', async () => {
    await expect(scrapePage(`${site.url}/loop`, local)).rejects.toMatchObject({
      code: 'too_many_redirects',
      message: 'The page redirected too many times.',
    });
    expect(site.requests).toHaveLength(6);
  });

  it('refuses a redirect to a non-http scheme', async () => {
    await expect(scrapePage(`${site.url}/to-ftp`, local)).rejects.toMatchObject({
      code: 'unsupported_scheme',
    });
  });

  it('gives up on a page that does not answer in time', async () => {
    const started = Date.now();
    await expect(
      scrapePage(`${site.url}/slow`, { ...local, timeoutMs: 300 }),
    ).rejects.toMatchObject({
      code: 'timeout',
      message: 'The page took too long to answer.',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives up on a body that stops arriving, within the same deadline', async () => {
    await expect(
      scrapePage(`${site.url}/slow-body`, { ...local, timeoutMs: 300 }),
    ).rejects.toMatchObject({
      code: 'timeout',
    });
  });

  it('stops reading a huge page at the byte limit and marks it truncated', async () => {
    const page = await scrapePage(`${site.url}/huge`, local);
    expect(page.truncated).toBe(true);
    expect(page.text.length).toBeLessThanOrEqual(20_000);
    expect(page.text).toMatch(/^Lorem ipsum/);
    // The connection was closed early instead of downloading the whole page.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(site.hugeBytesWritten).toBeLessThan(HUGE_PAGE_BYTES);
  });

  it('applies the byte limit after decompression (gzip bomb)', async () => {
    const page = await scrapePage(`${site.url}/gzip-bomb`, { ...local, maxBodyBytes: 64 * 1024 });
    expect(page).toMatchObject({ text: '', truncated: true });
  });

  it('honours smaller text limits', async () => {
    const page = await scrapePage(`${site.url}/`, { ...local, maxTextChars: 30 });
    expect(page.truncated).toBe(true);
    expect(page.text).toBe('Pricing for founders\nCharge');
  });

  it('refuses an image with its type in the message', async () => {
    await expect(scrapePage(`${site.url}/image.png`, local)).rejects.toMatchObject({
      code: 'unsupported_content',
      message: 'The page is not a web page I can read (image/png).',
    });
  });

  it('reports an error status', async () => {
    await expect(scrapePage(`${site.url}/missing`, local)).rejects.toMatchObject({
      code: 'http_status',
      message: 'The page answered with status 404.',
    });
  });

  it('reads plain text, XHTML, gzip, pages without a type and legacy charsets', async () => {
    expect(await scrapePage(`${site.url}/notes.txt`, local)).toMatchObject({
      title: '',
      text: 'Release notes\n\n- faster search\n- fewer bugs',
    });
    expect((await scrapePage(`${site.url}/xhtml`, local)).title).toMatch(/^Pricing/);
    expect((await scrapePage(`${site.url}/gzip`, local)).text).toMatch(/^Pricing for founders/);
    expect((await scrapePage(`${site.url}/no-type`, local)).title).toBe('Plain page');
    expect((await scrapePage(`${site.url}/latin1`, local)).title).toBe('Café – déjà vu');
  });

  it('sends the host name it was given as the Host header', async () => {
    const page = await scrapePage(`${site.url}/echo-host`, local);
    expect(page.text).toBe(`Host was 127.0.0.1:${site.port}`);
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    const pending = scrapePage(`${site.url}/slow`, { ...local, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ code: 'cancelled' });
  });
});
