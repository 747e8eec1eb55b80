import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { operatorSettings } from '../../../db/admin-schema';
import type { Db } from '../../../db/client';
import type { SecretBox } from '../../tools';

const url = z.string().url().optional();

/** The model as the console stores it (its key apart, sealed). */
export const StoredModelSchema = z.object({
  provider: z.enum(['offline', 'openai', 'anthropic', 'openai-compatible']),
  baseUrl: url,
  model: z.string().optional(),
  timeoutMs: z.number().int().optional(),
});

const speechEngine = z.object({
  provider: z.enum(['local', 'openai', 'openai-compatible']),
  baseUrl: url,
  model: z.string().optional(),
});

/** The recogniser and the voice as the console stores them (their keys apart, sealed). */
export const StoredSpeechSchema = z.object({
  stt: speechEngine,
  tts: speechEngine.extend({ voice: z.string().optional() }),
});

export type StoredModel = z.infer<typeof StoredModelSchema>;
export type StoredSpeech = z.infer<typeof StoredSpeechSchema>;

/** An area's settings with its keys opened; a key that no longer opens is left out. */
export interface StoredSettings {
  model?: { value: StoredModel; keys: { apiKey?: string } };
  speech?: { value: StoredSpeech; keys: { sttApiKey?: string; ttsApiKey?: string } };
}

const SCHEMAS = { model: StoredModelSchema, speech: StoredSpeechSchema } as const;

function openKeys(box: SecretBox, sealed: Record<string, string>, onProblem: (m: string) => void) {
  const keys: Record<string, string> = {};
  for (const [name, value] of Object.entries(sealed)) {
    try {
      keys[name] = box.open(value);
    } catch {
      onProblem(`the stored ${name} no longer opens (the auth secret changed?)`);
    }
  }
  return keys;
}

/** Reads every area; a row that no longer fits its schema is skipped with a warning. */
export async function readStoredSettings(
  db: Db,
  box: SecretBox,
  warn: (message: string) => void,
): Promise<StoredSettings> {
  const rows = await db.select().from(operatorSettings);
  const settings: StoredSettings = {};
  for (const row of rows) {
    const schema = SCHEMAS[row.area];
    const parsed = schema?.safeParse(row.value);
    if (!parsed?.success) {
      warn(`operator settings: the stored ${row.area} settings are unreadable and were ignored`);
      continue;
    }
    const keys = openKeys(box, row.sealed, (m) => warn(`operator settings: ${m}`));
    if (row.area === 'model') settings.model = { value: parsed.data as StoredModel, keys };
    else settings.speech = { value: parsed.data as StoredSpeech, keys };
  }
  return settings;
}

/**
 * Stores an area. `keys`: a string replaces that key, null removes it, a name left out keeps
 * what was stored (the console never has the key to send back).
 */
export async function writeStoredSettings(options: {
  db: Db;
  box: SecretBox;
  area: 'model' | 'speech';
  value: StoredModel | StoredSpeech;
  keys: Record<string, string | null | undefined>;
  updatedBy: string;
}) {
  const { db, box, area } = options;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ sealed: operatorSettings.sealed })
      .from(operatorSettings)
      .where(eq(operatorSettings.area, area))
      .for('update');
    const sealed = { ...(current?.sealed ?? {}) };
    for (const [name, key] of Object.entries(options.keys)) {
      if (key === null) delete sealed[name];
      else if (key !== undefined) sealed[name] = box.seal(key);
    }
    const row = {
      value: options.value as Record<string, unknown>,
      sealed,
      updatedBy: options.updatedBy,
      updatedAt: new Date(),
    };
    await tx
      .insert(operatorSettings)
      .values({ area, ...row })
      .onConflictDoUpdate({ target: operatorSettings.area, set: row });
  });
}
