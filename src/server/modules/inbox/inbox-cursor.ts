import { z } from 'zod';
import { DomainError } from '../../domain-error';

/** Where a page ended: the last row's stored moment (as Postgres wrote it) and id. */
export interface PageCursor {
  at: string;
  id: string;
}

const CursorSchema = z.tuple([z.string().min(1).max(64), z.uuid()]);

export const encodeCursor = (cursor: PageCursor) =>
  Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

/** The cursor a previous page gave; anything else is refused with a sentence. */
export function decodeCursor(text: string): PageCursor {
  try {
    const [at, id] = CursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString()));
    if (!Number.isFinite(Date.parse(at))) throw new Error('not a moment');
    return { at, id };
  } catch {
    throw new DomainError(
      'invalid',
      'bad_request',
      'cursor must be the next_cursor of a previous page.',
    );
  }
}
