import { describe, expect, it } from 'vitest';
import { pickCaptionTrack } from './caption-track';
import { extractPlayerResponse } from './player-response';
import { parseTimedText } from './timedtext';

describe('parseTimedText', () => {
  it('reads the classic XML and undoes YouTube double escaping', () => {
    const xml =
      '<?xml version="1.0" encoding="utf-8" ?><transcript>' +
      '<text start="0.5" dur="2.1">Hello &amp;amp; welcome</text>' +
      '<text start="2.6" dur="1">it&amp;#39;s &amp;quot;fine&amp;quot;\nreally</text>' +
      '<text start="4" dur="1"></text></transcript>';
    expect(parseTimedText(xml)).toEqual(['Hello & welcome', 'it\'s "fine" really']);
  });

  it('reads srv3 paragraphs made of word segments', () => {
    const xml =
      '<timedtext format="3"><body><p t="0" d="1"><s>one</s><s t="10"> two</s></p>' +
      '<p t="2" d="1">three &amp;amp; four</p></body></timedtext>';
    expect(parseTimedText(xml)).toEqual(['one two', 'three & four']);
  });

  it('reads json3 events and skips the empty ones', () => {
    const json = JSON.stringify({
      events: [
        { tStartMs: 0 },
        { segs: [{ utf8: 'a' }, { utf8: ' b' }] },
        { segs: [{ utf8: '\n' }] },
      ],
    });
    expect(parseTimedText(json)).toEqual(['a b']);
    expect(parseTimedText('{ not json')).toEqual([]);
  });
});

describe('extractPlayerResponse', () => {
  it('cuts the object by braces, not by the first `};`', () => {
    const html =
      '<script>window.ytInitialPlayerResponse;</script><script>var ytInitialPlayerResponse = ' +
      '{"a":{"b":"has }; and { and \\" inside"},"c":[1]};var x = {};</script>';
    expect(extractPlayerResponse(html)).toEqual({ a: { b: 'has }; and { and " inside' }, c: [1] });
  });

  it('also finds the window["ytInitialPlayerResponse"] form, and nothing on other pages', () => {
    expect(extractPlayerResponse('window["ytInitialPlayerResponse"] = {"ok":true};')).toEqual({
      ok: true,
    });
    expect(extractPlayerResponse('<html>consent page</html>')).toBeUndefined();
  });
});

describe('pickCaptionTrack', () => {
  const track = (languageCode: string, kind?: 'asr') => ({
    baseUrl: languageCode,
    languageCode,
    kind,
  });
  const tracks = [
    track('de'),
    track('en', 'asr'),
    track('pt-BR'),
    track('pt', 'asr'),
    track('en-GB'),
  ];

  it('prefers the requested language, matching regional variants, manual over automatic', () => {
    expect(pickCaptionTrack(tracks, 'pt')).toBe(tracks[2]);
    expect(pickCaptionTrack(tracks, 'pt-PT')).toBe(tracks[2]);
    expect(pickCaptionTrack(tracks, 'EN')).toBe(tracks[4]);
    expect(pickCaptionTrack([track('pt', 'asr'), track('pt-BR'), track('pt')], 'pt')).toEqual(
      track('pt'),
    );
  });

  it('falls back to English, then a manual track, then the first', () => {
    expect(pickCaptionTrack(tracks, 'ja')).toBe(tracks[4]);
    expect(pickCaptionTrack([track('fr', 'asr'), track('es')])).toEqual(track('es'));
    expect(pickCaptionTrack([track('fr', 'asr'), track('es', 'asr')])).toEqual(track('fr', 'asr'));
    expect(pickCaptionTrack([])).toBeUndefined();
  });
});
