import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

async function* jsonArray<Row>(rows: AsyncIterable<Row>) {
  let first = true;
  yield '[';
  for await (const row of rows) {
    yield (first ? '\n' : ',\n') + JSON.stringify(row);
    first = false;
  }
  yield '\n]\n';
}

/**
 * Rows read page by page, streamed as a download: a JSON array, or CSV with a header row whose
 * cells are formula-escaped, so a spreadsheet never runs what a visitor or caller wrote ("=…").
 */
export function downloadBody<Row>(
  rows: AsyncIterable<Row>,
  format: 'csv' | 'json',
  columns: readonly string[],
) {
  const body =
    format === 'csv'
      ? // pipeline, not pipe: a database failure midway ends the download instead of hanging it.
        pipeline(
          Readable.from(rows),
          stringify({ header: true, columns: [...columns], escape_formulas: true }),
          () => undefined,
        )
      : Readable.from(jsonArray(rows));
  const contentType =
    format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8';
  return { body, contentType };
}
