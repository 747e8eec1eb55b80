import type { ServerResponse } from 'node:http';
import { startFakeToolServer, type FakeToolServer } from './fake-tool-server';
import { FAKE_VIDEOS, type FakeTrack, type FakeVideo } from './youtube-videos';

const xmlEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The classic timedtext XML. Cue text is HTML-escaped and then XML-escaped, as YouTube does. */
function timedTextXml(track: FakeTrack): string {
  const cues = track.cues.map(
    (cue, i) => `<text start="${i * 2.5 + 0.5}" dur="2.1">${xmlEscape(xmlEscape(cue))}</text>`,
  );
  return `<?xml version="1.0" encoding="utf-8" ?><transcript>${cues.join('')}</transcript>`;
}

function timedTextSrv3(track: FakeTrack): string {
  const cues = track.cues.map((cue, i) => {
    const words = cue
      .split(' ')
      .map((word, j) => `<s${j ? ` t="${j * 300}"` : ''}>${xmlEscape(j ? ` ${word}` : word)}</s>`);
    return `<p t="${i * 2500}" d="2100" w="1">${words.join('')}</p>`;
  });
  return `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3"><body>${cues.join('\n')}</body></timedtext>`;
}

function timedTextJson3(track: FakeTrack): string {
  const events = track.cues.flatMap((cue, i) => [
    {
      tStartMs: i * 2500,
      dDurationMs: 2100,
      segs: cue.split(' ').map((w, j) => ({ utf8: j ? ` ${w}` : w })),
    },
    { tStartMs: i * 2500 + 2100, aAppend: 1, segs: [{ utf8: '\n' }] },
  ]);
  return JSON.stringify({ wireMagic: 'pb3', events: [{ tStartMs: 0, id: 1 }, ...events] });
}

function playerResponse(id: string, video: FakeVideo, base: string) {
  const captionTracks = video.tracks?.map((track) => ({
    baseUrl: `${base}/api/timedtext?v=${id}&ei=abc&caps=asr&opi=112496729&xoaf=5&lang=${track.languageCode}${track.kind ? '&kind=asr' : ''}${track.format === 'json3' ? '&fmt=json3' : ''}`,
    name: { simpleText: track.name },
    vssId: `${track.kind ? 'a' : ''}.${track.languageCode}`,
    languageCode: track.languageCode,
    ...(track.kind ? { kind: track.kind } : {}),
    isTranslatable: true,
    trackName: '',
  }));
  return {
    responseContext: { serviceTrackingParams: [] },
    playabilityStatus: {
      status: video.status ?? 'OK',
      ...(video.reason ? { reason: video.reason } : {}),
      playableInEmbed: true,
    },
    ...(captionTracks
      ? {
          captions: {
            playerCaptionsTracklistRenderer: {
              captionTracks,
              audioTracks: [{ captionTrackIndices: [0] }],
            },
          },
        }
      : {}),
    videoDetails: {
      videoId: id,
      title: video.title,
      lengthSeconds: '212',
      shortDescription: 'Braces {like} these }; and "quotes" are fine',
    },
  };
}

/** The watch page: the player response is inline JSON, with `&` and `<` escaped as YouTube does. */
function watchPage(json: string): string {
  const inline = json.replace(/&/g, '\\u0026').replace(/</g, '\\u003c');
  return `<!DOCTYPE html><html><head><title>YouTube</title>
<script nonce="n">var ytcfg = {"EXPERIMENT_FLAGS":{}};</script></head><body>
<script nonce="n">var ytInitialPlayerResponse = ${inline};var meta = document.createElement('meta');</script>
<script nonce="n">var ytInitialData = {"contents":{}};</script></body></html>`;
}

function send(res: ServerResponse, type: string, body: string) {
  res.writeHead(200, { 'content-type': type });
  res.end(body);
}

/** A stand-in for www.youtube.com: watch pages and the timedtext endpoint, in YouTube's formats. */
export async function startYoutubeFake(): Promise<FakeToolServer> {
  let base = '';
  const server = await startFakeToolServer((req, res) => {
    const id = req.query.get('v') ?? '';
    const video = FAKE_VIDEOS[id];
    if (req.pathname === '/watch' && id === 'consentWall') {
      return send(
        res,
        'text/html',
        '<html><body><form action="/save">Before you continue</form></body></html>',
      );
    }
    if (req.pathname === '/watch') {
      // Unknown ids get a normal page whose player says the video does not exist, as YouTube does.
      const shown = video ?? { title: '', status: 'ERROR' as const, reason: 'Video unavailable' };
      return send(
        res,
        'text/html; charset=utf-8',
        watchPage(JSON.stringify(playerResponse(id, shown, base))),
      );
    }
    const track = video?.tracks?.find(
      (t) =>
        t.languageCode === req.query.get('lang') &&
        (t.kind ?? '') === (req.query.get('kind') ?? ''),
    );
    if (req.pathname !== '/api/timedtext' || !track) return send(res, 'text/html', '');
    if (track.format === 'empty') return send(res, 'text/xml; charset=UTF-8', '');
    if (track.format === 'json3')
      return send(res, 'application/json; charset=UTF-8', timedTextJson3(track));
    const xml = track.format === 'srv3' ? timedTextSrv3(track) : timedTextXml(track);
    send(res, 'text/xml; charset=UTF-8', xml);
  });
  base = server.url;
  return server;
}
