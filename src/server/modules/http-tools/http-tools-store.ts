import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, httpTools, type HttpToolRow } from '../../db/schema';
import { httpToolEntry } from '../../../shared/tool-entries';
import { DomainError, notFound } from '../../domain-error';
import type { SecretBox } from '../tools';
import type { HttpToolDraft } from './openapi-operations';

export const MAX_HTTP_TOOLS_PER_OWNER = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isToolId = (id: string) => UUID.test(id);

export type AuthHeader = { name: string; value: string } | null | undefined;

/** A unique violation, as the driver raises it or as Drizzle wraps it (its `cause`). */
const nameTaken = (error: unknown): boolean =>
  (error as { code?: string }).code === '23505' ||
  (error instanceof Error && error.cause !== undefined && nameTaken(error.cause));

function conflict(name: string) {
  return new DomainError(
    'conflict',
    'name_taken',
    `You already have an HTTP tool named "${name}".`,
  );
}

/** The owner's tools of these ids (others' and unknown ids are left out). */
export async function ownedHttpTools(db: Db, ownerId: string, ids: string[]) {
  const valid = ids.filter(isToolId);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(httpTools)
    .where(and(eq(httpTools.ownerId, ownerId), inArray(httpTools.id, valid)));
}

export async function listOwnedHttpTools(db: Db, ownerId: string) {
  return db
    .select()
    .from(httpTools)
    .where(eq(httpTools.ownerId, ownerId))
    .orderBy(asc(httpTools.name));
}

export async function findOwnedHttpTool(db: Db, ownerId: string, id: string) {
  const [row] = await ownedHttpTools(db, ownerId, [id]);
  if (!row) throw notFound('There is no such HTTP tool.');
  return row;
}

/** Saves the drafts at once: all of them or, when a name is taken or the limit passed, none. */
export async function insertHttpTools(options: {
  db: Db;
  box: SecretBox;
  ownerId: string;
  drafts: HttpToolDraft[];
  authHeader: AuthHeader;
}): Promise<HttpToolRow[]> {
  const { db, box, ownerId, drafts, authHeader } = options;
  const [held] = await db
    .select({ n: count() })
    .from(httpTools)
    .where(eq(httpTools.ownerId, ownerId));
  if ((held?.n ?? 0) + drafts.length > MAX_HTTP_TOOLS_PER_OWNER) {
    throw new DomainError(
      'conflict',
      'too_many_tools',
      `You can keep at most ${MAX_HTTP_TOOLS_PER_OWNER} HTTP tools.`,
    );
  }
  const sealed = authHeader ? box.seal(authHeader.value) : null;
  try {
    return await db
      .insert(httpTools)
      .values(
        drafts.map((draft) => ({
          ownerId,
          ...draft,
          authHeaderName: authHeader?.name ?? null,
          authHeaderSealed: sealed,
        })),
      )
      .returning();
  } catch (error) {
    if (nameTaken(error)) throw conflict(drafts.length === 1 ? drafts[0]!.name : 'one of these');
    throw error;
  }
}

export async function updateHttpToolRow(options: {
  db: Db;
  box: SecretBox;
  row: HttpToolRow;
  changes: { name: string; description: string; urlTemplate: string };
  authHeader: AuthHeader;
}): Promise<HttpToolRow> {
  const { db, box, row, changes, authHeader } = options;
  const auth =
    authHeader === undefined
      ? {}
      : {
          authHeaderName: authHeader?.name ?? null,
          authHeaderSealed: authHeader ? box.seal(authHeader.value) : null,
        };
  try {
    const [updated] = await db
      .update(httpTools)
      .set({ ...changes, ...auth, updatedAt: new Date() })
      .where(eq(httpTools.id, row.id))
      .returning();
    if (!updated) throw notFound('There is no such HTTP tool.');
    return updated;
  } catch (error) {
    if (nameTaken(error)) throw conflict(changes.name);
    throw error;
  }
}

/** Deletes the tool and takes it off the owner's agents, so none names a tool that is gone. */
export async function deleteHttpToolRow(db: Db, row: HttpToolRow) {
  const entry = httpToolEntry(row.id);
  await db.transaction(async (tx) => {
    await tx.delete(httpTools).where(eq(httpTools.id, row.id));
    await tx
      .update(agents)
      .set({ tools: sql`${agents.tools} - ${entry}::text` })
      .where(
        and(
          eq(agents.ownerId, row.ownerId),
          sql`${agents.tools} @> ${JSON.stringify([entry])}::jsonb`,
        ),
      );
  });
}
