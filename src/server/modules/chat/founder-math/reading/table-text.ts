/**
 * A metrics sheet pasted or attached as CSV ("month,cash,revenue,net_burn" then one row per
 * month) says its figures by column. Its latest row is read as the founder would say it:
 * "cash 310000. revenue 24000 a month. net burn 26000 a month". Other text is unchanged.
 */
const SEPARATOR = /[,;\t]/;
const PERIOD_COLUMN = /^(?:month|mes|mois|date|period|periodo|periode)$/i;
/** Columns that are flows: per month when the sheet has a row per month. */
const FLOW = /revenue|mrr|sales|expenses|costs|burn|spend|payroll|receita|ingresos|depenses/i;

export function tableAsText(text: string): string {
  const lines = text
    .trim()
    .split(/\r?\n/)
    .filter((line) => line.trim());
  const header = lines[0]?.split(SEPARATOR).map((cell) => cell.trim()) ?? [];
  const named = header.length >= 2 && header.every((cell) => /^[\p{L}_ ]+$/u.test(cell));
  const rows = lines.slice(1).map((line) => line.split(SEPARATOR).map((cell) => cell.trim()));
  if (!named || rows.length === 0 || rows.some((row) => row.length !== header.length)) {
    return text;
  }
  const latest = rows.at(-1)!;
  const monthly = header.some((cell) => PERIOD_COLUMN.test(cell));
  const said = header.flatMap((name, i) => {
    const value = latest[i] ?? '';
    if (PERIOD_COLUMN.test(name) || !/^-?[$€£]?\d[\d.,]*$/.test(value)) return [];
    const words = name.replace(/_/g, ' ');
    return [`${words} ${value}${monthly && FLOW.test(name) ? ' a month' : ''}`];
  });
  return said.length > 0 ? `${said.join('. ')}.` : text;
}
