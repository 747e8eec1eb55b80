import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  McpServerCreateSchema,
  McpServerUpdateSchema,
} from '../../../shared/schemas/mcp-servers';
import { mcpServers, type McpServerRow } from '../../db/schema';
import type { Db } from '../../db/client';
import type { SecretBox } from '../tools';

type CreateInput = z.output<typeof McpServerCreateSchema>;
type UpdateInput = z.output<typeof McpServerUpdateSchema>;

export const listConsoleServerRows = (db: Db) =>
  db.select().from(mcpServers).orderBy(asc(mcpServers.createdAt), asc(mcpServers.id));

export async function consoleServerRow(db: Db, id: string): Promise<McpServerRow | undefined> {
  const [row] = await db.select().from(mcpServers).where(eq(mcpServers.id, id));
  return row;
}

/** Adds a server; undefined when a console server already has its id. */
export async function insertConsoleServer(options: {
  db: Db;
  box: SecretBox;
  input: CreateInput;
  by: string;
}): Promise<McpServerRow | undefined> {
  const { db, box, input, by } = options;
  const sealed: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers)) sealed[name] = box.seal(value);
  const [row] = await db
    .insert(mcpServers)
    .values({
      id: input.id,
      name: input.name,
      url: input.url,
      transport: input.transport,
      headersSealed: sealed,
      timeoutMs: input.timeout_ms,
      enabled: input.enabled,
      createdBy: by,
      updatedBy: by,
    })
    .onConflictDoNothing({ target: mcpServers.id })
    .returning();
  return row;
}

/**
 * Changes a server; each header named in the input is replaced (a value) or removed (null),
 * whatever the case of its stored name, and the others are kept. Undefined when it is gone.
 */
export async function updateConsoleServer(options: {
  db: Db;
  box: SecretBox;
  id: string;
  input: UpdateInput;
  by: string;
}): Promise<McpServerRow | undefined> {
  const { db, box, id, input, by } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ sealed: mcpServers.headersSealed })
      .from(mcpServers)
      .where(eq(mcpServers.id, id))
      .for('update');
    if (!current) return undefined;
    const sealed = { ...current.sealed };
    for (const [name, value] of Object.entries(input.headers)) {
      for (const stored of Object.keys(sealed)) {
        if (stored.toLowerCase() === name.toLowerCase()) delete sealed[stored];
      }
      if (value !== null) sealed[name] = box.seal(value);
    }
    const [row] = await tx
      .update(mcpServers)
      .set({
        name: input.name,
        url: input.url,
        transport: input.transport,
        headersSealed: sealed,
        timeoutMs: input.timeout_ms,
        ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
        updatedBy: by,
        updatedAt: new Date(),
      })
      .where(eq(mcpServers.id, id))
      .returning();
    return row;
  });
}

export async function setConsoleServerEnabled(
  db: Db,
  change: { id: string; enabled: boolean; by: string },
): Promise<McpServerRow | undefined> {
  const [row] = await db
    .update(mcpServers)
    .set({ enabled: change.enabled, updatedBy: change.by, updatedAt: new Date() })
    .where(eq(mcpServers.id, change.id))
    .returning();
  return row;
}

export async function deleteConsoleServer(db: Db, id: string): Promise<McpServerRow | undefined> {
  const [row] = await db.delete(mcpServers).where(eq(mcpServers.id, id)).returning();
  return row;
}

/** Seals a row's headers again with the box's current key (the auth secret being replaced). */
export async function resealHeaders(db: Db, row: McpServerRow, fresh: Record<string, string>) {
  await db
    .update(mcpServers)
    .set({ headersSealed: fresh })
    .where(and(eq(mcpServers.id, row.id), eq(mcpServers.headersSealed, row.headersSealed)));
}
