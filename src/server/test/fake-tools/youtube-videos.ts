/** A caption track as the fake publishes it, with the cues its timedtext answer carries. */
export interface FakeTrack {
  languageCode: string;
  name: string;
  kind?: 'asr';
  /** Cue texts as a person would read them; the fake escapes them as YouTube does. */
  cues: string[];
  format?: 'xml' | 'srv3' | 'json3' | 'empty';
}

export interface FakeVideo {
  title: string;
  status?: 'OK' | 'ERROR' | 'UNPLAYABLE' | 'LOGIN_REQUIRED';
  reason?: string;
  /** Undefined: the player response has no `captions` key at all, as for real. */
  tracks?: FakeTrack[];
}

const ENGLISH_CUES = [
  'Hello & welcome to the show',
  "Today we talk about 'product-market fit'",
  'Tom & Jerry <3 "quotes"\nacross two lines',
];

export const FAKE_VIDEOS: Record<string, FakeVideo> = {
  coachVideo1: {
    title: 'Founders & "Product" talk',
    tracks: [
      { languageCode: 'en', name: 'English (auto-generated)', kind: 'asr', cues: ['auto words'] },
      { languageCode: 'en', name: 'English', cues: ENGLISH_CUES },
      { languageCode: 'pt-BR', name: 'Portuguese (Brazil)', cues: ['Olá e bem-vindos'] },
    ],
  },
  autoEnglish: {
    title: 'Auto English beats manual German',
    tracks: [
      { languageCode: 'de', name: 'German', cues: ['Hallo'] },
      { languageCode: 'en', name: 'English (auto-generated)', kind: 'asr', cues: ['hi there'] },
    ],
  },
  noEnglish01: {
    title: 'No English at all',
    tracks: [
      { languageCode: 'fr', name: 'French (auto-generated)', kind: 'asr', cues: ['bonjour'] },
      { languageCode: 'es', name: 'Spanish', cues: ['hola a todos'] },
    ],
  },
  srv3Format1: {
    title: 'srv3 captions',
    tracks: [
      { languageCode: 'en', name: 'English', cues: ['first cue', 'R&D matters'], format: 'srv3' },
    ],
  },
  json3Format: {
    title: 'json3 captions',
    tracks: [
      { languageCode: 'en', name: 'English', cues: ['json & friends', 'second'], format: 'json3' },
    ],
  },
  emptyTrack1: {
    title: 'Withheld captions',
    tracks: [{ languageCode: 'en', name: 'English', cues: [], format: 'empty' }],
  },
  noCaptions1: { title: 'A video without captions' },
  unplayable1: { title: '', status: 'ERROR', reason: 'Video unavailable' },
  privateVid1: { title: '', status: 'LOGIN_REQUIRED', reason: 'This video is private' },
  longVideo01: {
    title: 'A very long talk',
    tracks: [
      {
        languageCode: 'en',
        name: 'English',
        cues: Array.from({ length: 3000 }, (_, i) => `sentence number ${i}.`),
      },
    ],
  },
};
