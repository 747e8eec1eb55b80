import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeToolServer,
  type FakeToolServer,
} from '../../../../test/fake-tools/fake-tool-server';
import { startYoutubeFake } from '../../../../test/fake-tools/youtube-fake';
import { fetchTranscript, type TranscriptOptions } from './fetch-transcript';

let youtube: FakeToolServer;
let options: TranscriptOptions;

beforeAll(async () => {
  youtube = await startYoutubeFake();
  // The fake lives on loopback, so only the test-only switch lets the tool reach it.
  options = { youtubeBaseUrl: youtube.url, allowPrivateNetwork: true };
});
afterAll(() => youtube.close());
beforeEach(() => {
  youtube.requests.length = 0;
});

const captionRequests = () =>
  youtube.requests.filter((r) => r.pathname === '/api/timedtext').map((r) => r.query.get('lang'));

describe('fetchTranscript against a YouTube fake', () => {
  it('reads the manual English captions of a watch URL, decoding entities', async () => {
    const transcript = await fetchTranscript(
      `https://www.youtube.com/watch?v=coachVideo1&t=3`,
      options,
    );
    expect(transcript).toEqual({
      videoId: 'coachVideo1',
      title: 'Founders & "Product" talk',
      language: 'en',
      text: 'Hello & welcome to the show Today we talk about \'product-market fit\' Tom & Jerry <3 "quotes" across two lines',
      truncated: false,
    });
    expect(youtube.requests[0]).toMatchObject({
      pathname: '/watch',
      headers: { cookie: 'SOCS=CAI' },
    });
    expect(youtube.requests[0]?.query.get('v')).toBe('coachVideo1');
    expect(youtube.requests[1]?.query.get('kind')).toBeNull();
  });

  it('takes the requested language when the video has it', async () => {
    const transcript = await fetchTranscript('https://youtu.be/coachVideo1', {
      ...options,
      language: 'pt',
    });
    expect(transcript).toMatchObject({ language: 'pt-BR', text: 'Olá e bem-vindos' });
    expect(captionRequests()).toEqual(['pt-BR']);
  });

  it('prefers English, even automatic, over other languages', async () => {
    const transcript = await fetchTranscript('autoEnglish', { ...options, language: 'ja' });
    expect(transcript).toMatchObject({ language: 'en', text: 'hi there' });
  });

  it('without English prefers captions written by people', async () => {
    expect(
      await fetchTranscript('https://www.youtube.com/shorts/noEnglish01', options),
    ).toMatchObject({
      language: 'es',
      text: 'hola a todos',
    });
  });

  it('reads srv3 and json3 caption formats', async () => {
    expect((await fetchTranscript('srv3Format1', options)).text).toBe('first cue R&D matters');
    expect((await fetchTranscript('https://www.youtube.com/embed/json3Format', options)).text).toBe(
      'json & friends second',
    );
  });

  it('truncates long transcripts at the text limit', async () => {
    const transcript = await fetchTranscript('longVideo01', { ...options, maxTextChars: 1000 });
    expect(transcript.truncated).toBe(true);
    expect(transcript.text.length).toBeLessThanOrEqual(1000);
    expect(transcript.text).toMatch(/^sentence number 0\. sentence number 1\./);
  });

  it.each([
    ['noCaptions1', 'no_captions', 'This video has no captions I can read.'],
    ['emptyTrack1', 'captions_unavailable', "YouTube didn't send the captions for this video."],
    [
      'unplayable1',
      'video_unavailable',
      'This video is unavailable (YouTube says: Video unavailable).',
    ],
    [
      'privateVid1',
      'video_unavailable',
      "This video is private or needs a sign-in, so I can't read its captions.",
    ],
    [
      'unknownVid1',
      'video_unavailable',
      'This video is unavailable (YouTube says: Video unavailable).',
    ],
  ])('explains why %s has no transcript', async (id, code, message) => {
    await expect(fetchTranscript(id, options)).rejects.toMatchObject({
      name: 'ToolError',
      code,
      message,
    });
  });

  it('refuses links that are not YouTube videos without any request', async () => {
    await expect(fetchTranscript('https://vimeo.com/1234', options)).rejects.toMatchObject({
      code: 'invalid_video',
    });
    expect(youtube.requests).toHaveLength(0);
  });

  it('goes through the SSRF checks: a loopback YouTube is refused by default', async () => {
    await expect(
      fetchTranscript('coachVideo1', { youtubeBaseUrl: youtube.url }),
    ).rejects.toMatchObject({
      code: 'blocked_address',
    });
    expect(youtube.requests).toHaveLength(0);
  });

  it('speaks of YouTube when it is too slow', async () => {
    const silent = await startFakeToolServer(() => undefined); // accepts, never answers
    try {
      const slow = { ...options, youtubeBaseUrl: silent.url, timeoutMs: 200 };
      await expect(fetchTranscript('coachVideo1', slow)).rejects.toMatchObject({
        code: 'timeout',
        message: 'YouTube took too long to answer.',
      });
    } finally {
      await silent.close();
    }
  });

  it('reports a page without player data (e.g. a consent wall)', async () => {
    await expect(fetchTranscript('consentWall', options)).rejects.toMatchObject({
      code: 'youtube_format',
      message: "I couldn't read that YouTube page.",
    });
  });
});
