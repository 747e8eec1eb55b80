/** Rows of a raw statement: node-postgres and PGlite both answer with `rows`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
