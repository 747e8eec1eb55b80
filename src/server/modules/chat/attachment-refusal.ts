import { FILE_READING_LIMITS } from '../../../shared/constants';
import type { ErrorKind } from '../../domain-error';

/**
 * Why a file was not read, as plain data: made in the worker thread that reads files, where
 * an error object could not cross back, and turned into one in the request's thread.
 */
export interface AttachmentRefusal {
  kind: ErrorKind;
  code: string;
  message: string;
  file: string;
}

const refusal = (kind: ErrorKind, code: string, file: string, message: string) => ({
  kind,
  code,
  message,
  file,
});

const unreadable = (file: string, why: string) =>
  refusal('unprocessable', 'unreadable_file', file, `File ${file} ${why}`);

export const refusals = {
  tooLarge: (file: string) =>
    refusal('too_large', 'file_too_large', file, `File ${file} is too large. Maximum size is 1MB.`),
  unsupportedType: (file: string, type: string) =>
    refusal(
      'unsupported',
      'unsupported_file_type',
      file,
      `File type ${type || 'unknown'} is not supported. Please upload TXT, PDF documents.`,
    ),
  notTxtOrPdf: (file: string) =>
    refusal(
      'unsupported',
      'unsupported_file_type',
      file,
      `File ${file} does not look like a TXT or PDF document. Please upload TXT, PDF documents.`,
    ),
  passwordProtected: (file: string) =>
    unreadable(file, 'is password-protected. Please upload an unlocked copy.'),
  notPdf: (file: string) => unreadable(file, 'is not a readable PDF document.'),
  noText: (file: string) =>
    unreadable(file, 'has no text we can read (it may contain only scanned images).'),
  tooManyPages: (file: string, pages: number) =>
    refusal(
      'unprocessable',
      'too_many_pages',
      file,
      `File ${file} has ${pages.toLocaleString('en-US')} pages; we read PDFs of up to ` +
        `${FILE_READING_LIMITS.pdfPages} pages. Please send the pages you want to talk about as a smaller PDF.`,
    ),
  unpacksTooLarge: (file: string) =>
    refusal(
      'unprocessable',
      'file_too_complex',
      file,
      `File ${file} unpacks to more than ${FILE_READING_LIMITS.pdfUnpackedBytes / 1024 / 1024} MB ` +
        'of PDF data, more than we read. Please send its text as a TXT file, or a simpler copy of the PDF.',
    ),
  tooSlow: (file: string, seconds: number) =>
    refusal(
      'unprocessable',
      'file_too_complex',
      file,
      `File ${file} could not be read within ${seconds} seconds: it is built in a way that takes ` +
        'too long to read. Please send its text as a TXT file, or a simpler copy of the PDF.',
    ),
  tooMuchMemory: (file: string) =>
    refusal(
      'unprocessable',
      'file_too_complex',
      file,
      `File ${file} needs more memory to read than we allow for one file. Please send its text ` +
        'as a TXT file, or a simpler copy of the PDF.',
    ),
};
