import { CHAT_LIMITS } from '../../../../shared/constants';

/** What the checks read of a picked file (a browser File has all three). */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

const ACCEPTED_TYPES: readonly string[] = CHAT_LIMITS.fileTypes;
/** Some systems give no MIME type for a .txt or .pdf: judge those by their extension. */
const TYPE_BY_EXTENSION: Record<string, string> = { txt: 'text/plain', pdf: 'application/pdf' };

/** The file's MIME type, from the browser or else from its extension ('' when unknown). */
export function attachmentType(file: FileFacts): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? '';
}

export const unsupportedTypeMessage = (type: string) =>
  `File type ${type || 'unknown'} is not supported. Please upload TXT, PDF documents.`;
export const tooLargeMessage = (name: string) => `File ${name} is too large. Maximum size is 1MB.`;
export const TOO_MANY_FILES_MESSAGE = `Maximum ${CHAT_LIMITS.files} files can be attached at once.`;

/**
 * Spec 01 §5: TXT and PDF only, 1MB each, 5 at once. Files that pass join the ones already
 * attached until the limit; every refusal gets the spec's sentence, the limit's only once.
 */
export function checkAttachments<F extends FileFacts>(attachedCount: number, picked: readonly F[]) {
  const accepted: F[] = [];
  const errors: string[] = [];
  for (const file of picked) {
    const type = attachmentType(file);
    if (!ACCEPTED_TYPES.includes(type)) errors.push(unsupportedTypeMessage(type));
    else if (file.size > CHAT_LIMITS.fileBytes) errors.push(tooLargeMessage(file.name));
    else if (attachedCount + accepted.length >= CHAT_LIMITS.files) {
      if (!errors.includes(TOO_MANY_FILES_MESSAGE)) errors.push(TOO_MANY_FILES_MESSAGE);
    } else accepted.push(file);
  }
  return { accepted, errors };
}
