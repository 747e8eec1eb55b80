/**
 * A metrics sheet pasted or attached as CSV ("month,cash,revenue,net_burn" then one row per
 * month) says its figures by column. Its latest row is read as the founder would say it:
 * "cash 310000. revenue 24000 a month. net burn 26000 a month", and a labelled line under the
 * table ("cash at end of september,410000") as "cash at end of september 410000". Other
 * text is unchanged.
 */
const SEPARATOR = /[,;\t]/;
const PERIOD_COLUMN = /^(?:month|mes|mois|date|period|periodo|periode)$/i;
/** Columns that are flows: per month when the sheet has a row per month. */
const FLOW =
  /revenue|mrr|sales|expenses|costs?|cogs|burn|spend|payroll|salar|rent|software|marketing|opex|receita|ingresos|depenses/i;
/** A P&L's bottom line: a loss is the net burn, a gain the net profit. */
const NET_COLUMN = /^net(?:[ _](?:income|profit|result|cash ?flow))?$/i;
const FIGURE = /^-?[$€£]?\d[\d.,]*$/;
const LABEL = /^[\p{L}_ ]+$/u;

function said(name: string, value: string, monthly: boolean): string {
  const words = name.replace(/_/g, ' ');
  const perMonth = monthly ? ' a month' : '';
  if (NET_COLUMN.test(name)) {
    return value.startsWith('-')
      ? `net burn ${value.slice(1)}${perMonth}`
      : `net profit ${value}${perMonth}`;
  }
  return `${words} ${value}${FLOW.test(name) ? perMonth : ''}`;
}

/**
 * The latest row, or with `average` the mean of the last rows for each flow (burn, revenue):
 * a stock (cash, customers) is what the latest row says.
 */
function rowToSay(header: string[], data: string[][], average: number): string[] {
  const latest = data.at(-1)!;
  const rows = data.slice(-average);
  if (average <= 1 || rows.length < 2) return latest;
  return latest.map((cell, i) => {
    const values = rows.map((row) => Number((row[i] ?? '').replace(/[$€£,]/g, '')));
    const flow = FLOW.test(header[i] ?? '') || NET_COLUMN.test(header[i] ?? '');
    if (!flow || !FIGURE.test(cell) || values.some((value) => !Number.isFinite(value))) return cell;
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    return String(Math.round(mean));
  });
}

export function tableAsText(text: string, options: { average?: number } = {}): string {
  const lines = text
    .trim()
    .split(/\r?\n/)
    .filter((line) => line.trim());
  const header = lines[0]?.split(SEPARATOR).map((cell) => cell.trim()) ?? [];
  const named = header.length >= 2 && header.every((cell) => LABEL.test(cell));
  const rows = lines.slice(1).map((line) => line.split(SEPARATOR).map((cell) => cell.trim()));
  const data = rows.filter((row) => row.length === header.length);
  // "cash at end of september,410000" under the monthly rows: a figure with its own label.
  const labelled = rows.filter(
    (row) => row.length === 2 && LABEL.test(row[0]!) && FIGURE.test(row[1]!),
  );
  if (!named || data.length === 0 || data.length + labelled.length !== rows.length) return text;
  const latest = rowToSay(header, data, options.average ?? 1);
  const monthly = header.some((cell) => PERIOD_COLUMN.test(cell));
  const figures = header.flatMap((name, i) => {
    const value = latest[i] ?? '';
    return PERIOD_COLUMN.test(name) || !FIGURE.test(value) ? [] : [said(name, value, monthly)];
  });
  const all = [...figures, ...labelled.map(([label, value]) => `${label} ${value}`)];
  return all.length > 0 ? `${all.join('. ')}.` : text;
}
