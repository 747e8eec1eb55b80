// Checks the server's module graph (DESIGN.md §1): no file-level import cycle (runtime imports,
// as madge --circular reports them) and no cycle between src/server/modules/<m> folders,
// type imports included, since a type shared both ways belongs to one of the two modules.
import madge from 'madge';

const SERVER = 'src/server';
const moduleOf = (file) => /^modules\/([^/]+)\//.exec(file)?.[1];

const runtime = await madge(SERVER, {
  fileExtensions: ['ts'],
  tsConfig: 'tsconfig.json',
  detectiveOptions: { ts: { skipTypeImports: true } },
});
const fileCycles = runtime.circular();

const withTypes = await madge(`${SERVER}/modules`, {
  fileExtensions: ['ts'],
  tsConfig: 'tsconfig.json',
  baseDir: SERVER,
  // A test is never imported: it cannot close a cycle, and may arrange another module's data.
  excludeRegExp: [/\.test\.ts$/],
});
/** module -> modules it imports. */
const edges = new Map();
for (const [file, imports] of Object.entries(withTypes.obj())) {
  const from = moduleOf(file);
  if (!from) continue;
  for (const target of imports) {
    const to = moduleOf(target);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}

/** Tarjan's strongly connected components: each with more than one module is a cycle. */
function moduleCycles() {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

const cycles = moduleCycles();
for (const cycle of fileCycles) console.error(`file cycle: ${cycle.join(' > ')}`);
for (const component of cycles) {
  const inside = component.flatMap((from) =>
    [...(edges.get(from) ?? [])]
      .filter((to) => component.includes(to))
      .map((to) => `${from} > ${to}`),
  );
  console.error(`module cycle among ${component.join(', ')}: ${inside.join('; ')}`);
}
if (fileCycles.length > 0 || cycles.length > 0) process.exit(1);
console.log('No import cycles between files or server modules.');
