const MAX_NAME = 48;

/** A name the model can call (letters, digits, '_', starting with a letter), unique in `taken`. */
export function functionSafeName(wanted: string, taken: Set<string>): string {
  let base = wanted
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/_+/g, '_');
  if (!/^[A-Za-z]/.test(base)) base = `op_${base}`;
  base = base.slice(0, MAX_NAME);
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
    name = `${base.slice(0, MAX_NAME - String(n).length - 1)}_${n}`;
  }
  taken.add(name.toLowerCase());
  return name;
}
