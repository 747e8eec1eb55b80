// @ts-check
/**
 * Prepared statements for the embedded database's thread (pglite-worker.mjs). PGlite's
 * `query` parses and plans every statement anew and crosses into WebAssembly six times
 * (parse, describe, bind, describe, execute, sync); a statement the app runs again is here
 * parsed and planned once, under a name, and then runs in one crossing (bind, execute,
 * sync). PGlite has no option for this; its protocol API (`execProtocolStream`) and its
 * exclusive-query locks are public, and the results are read the way its `query` reads them.
 */
import { protocol, types } from '@electric-sql/pglite';

/** @typedef {import('@electric-sql/pglite').PGlite} PGlite */
/** @typedef {{ name: string, dataTypeID: number }} Field */
/** @typedef {{ name: string, paramTypes: number[], fields: Field[] }} Statement */

/** More texts than this and new ones run unprepared: a statement costs memory in Postgres. */
const MAX_PREPARED = 256;
/** Texts seen once; a text is prepared when it comes back, so one-off scripts never are. */
const MAX_SEEN = 2048;

/** @param {unknown} value */
const asText = (value) => value;

/**
 * Parsers that keep the given types as the text Postgres sent (the driver asks so for
 * timestamps, dates and intervals). Its parsers are functions, which cannot cross threads,
 * so only their type ids do, and this rebuilds them here.
 * @param {number[]} textTypes
 */
export const textParsers = (textTypes) =>
  Object.fromEntries(textTypes.map((type) => [type, asText]));

/** Postgres's "cached plan must not change result type", after DDL changed a table. */
/** @param {unknown} error */
const isStalePlan = (error) => error instanceof Error && 'code' in error && error.code === '0A000';

export class PreparedStatements {
  /** @type {Map<string, Statement>} */
  #prepared = new Map();
  /** @type {Set<string>} */
  #seen = new Set();
  /** @type {Map<string, Record<number, unknown>>} */
  #parsers = new Map();
  /** Names are never reused: a forgotten statement's name may still be closing. */
  #lastName = 0;

  /** @param {PGlite} db */
  constructor(db) {
    this.db = db;
  }

  /**
   * Whether `text` runs prepared: it is already, or it comes back for the second time and
   * there is room. Decided before taking PGlite's locks, so a text that runs unprepared
   * takes them once (in PGlite's own `query`).
   * @param {string} text
   */
  #isPreparable(text) {
    if (this.#prepared.has(text)) return true;
    if (this.#prepared.size >= MAX_PREPARED) return false;
    if (this.#seen.has(text)) return true;
    if (this.#seen.size >= MAX_SEEN) this.#seen.clear();
    this.#seen.add(text);
    return false;
  }

  /**
   * Parses and describes `text` under a new name, or answers undefined at the cap (texts
   * that passed `#isPreparable` together may find it reached). Under PGlite's query lock, so
   * a text that two callers bring back at once is prepared by the first.
   * @param {string} text
   */
  async #prepare(text) {
    const known = this.#prepared.get(text);
    if (known) return known;
    if (this.#prepared.size >= MAX_PREPARED) return undefined;
    const name = `cf_${++this.#lastName}`;
    const messages = await this.db.execProtocolStream(
      Buffer.concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    /** @type {Statement} */
    const statement = { name, paramTypes: [], fields: [] };
    for (const message of messages) {
      if ('dataTypeIDs' in message)
        statement.paramTypes = /** @type {number[]} */ (message.dataTypeIDs);
      if (message.name === 'rowDescription' && 'fields' in message)
        statement.fields = /** @type {Field[]} */ (message.fields).map(({ name, dataTypeID }) => ({
          name,
          dataTypeID,
        }));
    }
    this.#seen.delete(text);
    this.#prepared.set(text, statement);
    return statement;
  }

  /** @param {number[] | undefined} textTypes */
  #parsersFor(textTypes) {
    const key = textTypes?.join(',') ?? '';
    let parsers = this.#parsers.get(key);
    if (!parsers) {
      parsers = { ...this.db.parsers, ...textParsers(textTypes ?? []) };
      this.#parsers.set(key, parsers);
    }
    return parsers;
  }

  /**
   * Runs `text` as PGlite's `query` would, prepared, or answers undefined when it is to run
   * unprepared. `inTransaction`: the caller holds PGlite's transaction lock already (the
   * statement is part of one).
   * @param {string} text
   * @param {unknown[]} params
   * @param {{ rowMode?: 'array' | 'object', textTypes?: number[], inTransaction: boolean }} options
   */
  async query(text, params, options) {
    if (!this.#isPreparable(text)) return undefined;
    const run = () =>
      this.db._runExclusiveQuery(async () => {
        const statement = await this.#prepare(text);
        if (!statement) return undefined;
        try {
          return await this.#execute(statement, params, options);
        } catch (error) {
          if (!isStalePlan(error)) throw error;
          await this.#forget(text, statement);
          // The error aborted the caller's transaction, so the text cannot run again in it;
          // once forgotten, the transaction's retry prepares it afresh.
          if (options.inTransaction) throw error;
          return undefined;
        }
      });
    const result = options.inTransaction
      ? await run()
      : await this.db._runExclusiveTransaction(run);
    if (result && !options.inTransaction) await this.db.syncToFs();
    return result;
  }

  /** @param {string} text @param {Statement} statement */
  #forget(text, statement) {
    this.#prepared.delete(text);
    return this.db.execProtocolStream(
      Buffer.concat([
        protocol.serialize.close({ type: 'S', name: statement.name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false, throwOnError: false },
    );
  }

  /**
   * @param {Statement} statement
   * @param {unknown[]} params
   * @param {{ rowMode?: 'array' | 'object', textTypes?: number[] }} options
   */
  async #execute(statement, params, options) {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialize = this.db.serializers[statement.paramTypes[index] ?? -1];
      return serialize ? serialize(value) : String(value);
    });
    const messages = await this.db.execProtocolStream(
      Buffer.concat([
        protocol.serialize.bind({
          statement: statement.name,
          values: /** @type {string[]} */ (values),
        }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return read(messages, statement.fields, this.#parsersFor(options.textTypes), options.rowMode);
  }
}

/**
 * Rows and counts from the messages of one execution, in the shape of PGlite's results.
 * @param {Awaited<ReturnType<PGlite['execProtocolStream']>>} messages
 * @param {Field[]} fields
 * @param {Record<number, unknown>} parsers
 * @param {'array' | 'object' | undefined} rowMode
 */
function read(messages, fields, parsers, rowMode) {
  /** @type {unknown[]} */
  const rows = [];
  let affectedRows = 0;
  /** @type {number | undefined} */
  let rowCount;
  /** @type {string | undefined} */
  let command;
  for (const message of messages) {
    if (message.name === 'dataRow' && 'fields' in message) {
      const values = /** @type {(string | null)[]} */ (message.fields).map((value, index) =>
        types.parseType(value, fields[index]?.dataTypeID ?? 0, /** @type {never} */ (parsers)),
      );
      rows.push(
        rowMode === 'array'
          ? values
          : Object.fromEntries(values.map((value, index) => [fields[index]?.name, value])),
      );
    } else if (message.name === 'commandComplete' && 'text' in message) {
      const words = String(message.text).split(' ');
      command = words[0];
      const count = parseInt(words[words.length - 1] ?? '', 10);
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command ?? ''))
        affectedRows += count;
      if (!Number.isNaN(count)) rowCount = count;
    }
  }
  return { rows, fields, command, affectedRows, ...(rowCount === undefined ? {} : { rowCount }) };
}
