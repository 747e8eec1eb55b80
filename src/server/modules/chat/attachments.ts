import { extractText, getDocumentProxy } from 'unpdf';
import { CHAT_LIMITS } from '../../../shared/constants';
import { HttpError } from '../../http-error';

export interface ReadAttachment {
  name: string;
  type: 'text/plain' | 'application/pdf';
  size: number;
  text: string;
}

const unsupported = (name: string, type: string) =>
  new HttpError(
    415,
    'unsupported_file_type',
    `File type ${type || 'unknown'} is not supported. Please upload TXT, PDF documents.`,
    { file: name },
  );
const unreadable = (name: string, why: string) =>
  new HttpError(422, 'unreadable_file', `File ${name} ${why}`, { file: name });

export const tooLarge = (name: string) =>
  new HttpError(413, 'file_too_large', `File ${name} is too large. Maximum size is 1MB.`, {
    file: name,
  });

/** Text is valid UTF-8 with no control characters but tabs and line breaks. */
function asPlainText(data: Buffer): string | undefined {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data);
  const hasControl = data.some((byte) => byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 13);
  if (text.includes('\uFFFD') || hasControl) return undefined;
  return text.replace(/^\uFEFF/, '');
}

async function pdfText(name: string, data: Buffer): Promise<string> {
  let text: string;
  try {
    const document = await getDocumentProxy(new Uint8Array(data));
    ({ text } = await extractText(document, { mergePages: true }));
  } catch (error) {
    if ((error as Error).name === 'PasswordException') {
      throw unreadable(name, 'is password-protected. Please upload an unlocked copy.');
    }
    throw unreadable(name, 'is not a readable PDF document.');
  }
  if (!text.trim()) {
    throw unreadable(name, 'has no text we can read (it may contain only scanned images).');
  }
  return text;
}

/**
 * Accepts a TXT or PDF judged by its content, not only the declared type: a renamed image
 * or a binary file is refused with the spec's message, and PDF text is extracted.
 */
export async function readAttachment(file: {
  name: string;
  declaredType: string;
  data: Buffer;
}): Promise<ReadAttachment> {
  const { name, declaredType, data } = file;
  if (data.length > CHAT_LIMITS.fileBytes) throw tooLarge(name);
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  const generic = declared === '' || declared === 'application/octet-stream';
  const isPdf = data.subarray(0, 5).toString('latin1') === '%PDF-';
  if (isPdf && (generic || declared === 'application/pdf')) {
    return { name, type: 'application/pdf', size: data.length, text: await pdfText(name, data) };
  }
  const text = isPdf ? undefined : asPlainText(data);
  if (text !== undefined && (generic || declared === 'text/plain')) {
    return { name, type: 'text/plain', size: data.length, text };
  }
  if ((CHAT_LIMITS.fileTypes as readonly string[]).includes(declared)) {
    throw new HttpError(
      415,
      'unsupported_file_type',
      `File ${name} does not look like a TXT or PDF document. Please upload TXT, PDF documents.`,
      { file: name },
    );
  }
  throw unsupported(name, declared);
}
