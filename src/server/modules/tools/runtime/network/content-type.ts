import { decodeWindows1252 } from './windows-1252';

/** `text/html; charset=UTF-8` → `text/html`; an absent header gives ''. */
export function mimeType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function charsetParam(header: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([\w.:-]+)/i.exec(header ?? '')?.[1];
}

function bomCharset(body: Buffer): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  return undefined;
}

/** `<meta charset=…>` or the http-equiv form, looked for where browsers look: the first 1 KiB. */
function metaCharset(body: Buffer): string | undefined {
  const head = body.subarray(0, 1024).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
}

/** Decodes a text body the way a browser would pick the encoding, defaulting to UTF-8. */
export function decodeText(body: Buffer, contentType: string | undefined, html: boolean): string {
  const label =
    bomCharset(body) ?? charsetParam(contentType) ?? (html ? metaCharset(body) : undefined);
  try {
    const decoder = new TextDecoder(label ?? 'utf-8');
    return decoder.encoding === 'windows-1252' ? decodeWindows1252(body) : decoder.decode(body);
  } catch {
    // An unknown label (RangeError) falls back to UTF-8, as browsers do.
    return new TextDecoder('utf-8').decode(body);
  }
}
