import { getDocumentProxy } from 'unpdf';
import { CHAT_LIMITS, FILE_READING_LIMITS } from '../../../shared/constants';
import { refusals, type AttachmentRefusal } from './attachment-refusal';
import { unpacksPast } from './pdf-unpacked-size';
import { splitPassages } from './retrieval/passages';

/** A file as it arrived, before anything was read of it. */
export interface Upload {
  name: string;
  declaredType: string;
  data: Uint8Array;
}

/** A file read: the text the coach reads (at most `textChars`), already split into passages. */
export interface ReadAttachment {
  name: string;
  type: 'text/plain' | 'application/pdf';
  size: number;
  text: string;
  /** The text's passages (retrieval/passages.ts), split where reading happens, off the event loop. */
  passages: string[];
  /** The file had more text than `textChars`: only its beginning is read and kept. */
  truncated: boolean;
}

export type ReadOutcome = { file: ReadAttachment } | { refusal: AttachmentRefusal };

/** Pages whose text is asked for at once: pdf.js reads them together, as unpdf did. */
const PAGE_BATCH = 8;

/** Text is valid UTF-8 with no control characters but tabs and line breaks. */
function asPlainText(data: Buffer): string | undefined {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data);
  const hasControl = data.some((byte) => byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 13);
  if (text.includes('\uFFFD') || hasControl) return undefined;
  return text.replace(/^\uFEFF/, '');
}

/** unpdf's page text and its merging of pages, so a PDF reads exactly as it did through unpdf. */
const normalizeMergedText = (texts: string[]) =>
  texts
    .join('\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n');

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function pageText(document: PdfDocument, pageNumber: number): Promise<string> {
  const page = await document.getPage(pageNumber);
  const content = await page.getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
    .join('');
}

/**
 * The pages' text, page by page (unpdf's extractText reads every page, with no bound), up to
 * a little more than `textChars`: a file with more text is cut there anyway.
 */
async function pagesText(document: PdfDocument): Promise<string> {
  const texts: string[] = [];
  let chars = 0;
  for (let first = 1; first <= document.numPages; first += PAGE_BATCH) {
    const last = Math.min(document.numPages, first + PAGE_BATCH - 1);
    const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    const batch = await Promise.all(numbers.map((n) => pageText(document, n)));
    texts.push(...batch);
    chars += batch.reduce((sum, text) => sum + text.length, 0);
    if (chars > FILE_READING_LIMITS.textChars) break;
  }
  return normalizeMergedText(texts);
}

async function pdfText(name: string, data: Buffer): Promise<string | AttachmentRefusal> {
  if (unpacksPast(data, FILE_READING_LIMITS.pdfUnpackedBytes))
    return refusals.unpacksTooLarge(name);
  let document: PdfDocument;
  try {
    document = await getDocumentProxy(new Uint8Array(data));
  } catch (error) {
    if ((error as Error).name === 'PasswordException') return refusals.passwordProtected(name);
    return refusals.notPdf(name);
  }
  try {
    // pdf.js takes the count from the page tree's root: checked before any page is read.
    if (document.numPages > FILE_READING_LIMITS.pdfPages) {
      return refusals.tooManyPages(name, document.numPages);
    }
    const text = await pagesText(document);
    return text.trim() ? text : refusals.noText(name);
  } catch {
    return refusals.notPdf(name);
  } finally {
    await document.destroy();
  }
}

/**
 * The first `textChars` characters, not cutting a character in two (a lone surrogate cannot
 * be stored), without U+0000, which jsonb and Postgres text cannot hold.
 */
function keptText(text: string): { text: string; truncated: boolean } {
  const clean = text.replaceAll('\u0000', '');
  const limit = FILE_READING_LIMITS.textChars;
  if (clean.length <= limit) return { text: clean, truncated: false };
  const high = /[\uD800-\uDBFF]/.test(clean[limit - 1] ?? '');
  return { text: clean.slice(0, high ? limit - 1 : limit), truncated: true };
}

function readFile(upload: Upload, type: ReadAttachment['type'], fullText: string): ReadOutcome {
  const { text, truncated } = keptText(fullText);
  const passages = splitPassages(text);
  return { file: { name: upload.name, type, size: upload.data.length, text, passages, truncated } };
}

/**
 * Reads a TXT or PDF judged by its content, not only the declared type: a renamed image or a
 * binary file is refused with the spec's message, and PDF text is extracted within the bounds
 * of FILE_READING_LIMITS. Runs in the attachment worker (attachment-worker.ts).
 */
export async function readUpload(upload: Upload): Promise<ReadOutcome> {
  const { name, declaredType } = upload;
  const data = Buffer.from(upload.data.buffer, upload.data.byteOffset, upload.data.byteLength);
  if (data.length > CHAT_LIMITS.fileBytes) return { refusal: refusals.tooLarge(name) };
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  const generic = declared === '' || declared === 'application/octet-stream';
  const isPdf = data.subarray(0, 5).toString('latin1') === '%PDF-';
  if (isPdf && (generic || declared === 'application/pdf')) {
    const text = await pdfText(name, data);
    return typeof text === 'string' ? readFile(upload, 'application/pdf', text) : { refusal: text };
  }
  const text = isPdf ? undefined : asPlainText(data);
  if (text !== undefined && (generic || declared === 'text/plain')) {
    return readFile(upload, 'text/plain', text);
  }
  if ((CHAT_LIMITS.fileTypes as readonly string[]).includes(declared)) {
    return { refusal: refusals.notTxtOrPdf(name) };
  }
  return { refusal: refusals.unsupportedType(name, declared) };
}
