/**
 * Code points of bytes 0x80–0x9F in windows-1252 (the WHATWG encoding that every "latin1" label
 * means). Node 20's TextDecoder decodes these as C1 controls instead, so we map them here.
 */
const HIGH_CONTROLS = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

export function decodeWindows1252(body: Buffer): string {
  let text = '';
  for (let start = 0; start < body.length; start += 8192) {
    const codes = Array.from(body.subarray(start, start + 8192), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? (HIGH_CONTROLS[byte - 0x80] ?? byte) : byte,
    );
    text += String.fromCharCode(...codes);
  }
  return text;
}
