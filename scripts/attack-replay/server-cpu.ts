import fs from 'node:fs';

/** Linux reports process CPU time in clock ticks of 1/100 s on every platform Node runs on. */
const TICKS_PER_SECOND = 100;

function childrenOf(pid: number): number[] {
  const tasks = fs.readdirSync(`/proc/${pid}/task`, { withFileTypes: true });
  return tasks.flatMap((task) => {
    try {
      return fs
        .readFileSync(`/proc/${pid}/task/${task.name}/children`, 'utf8')
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  });
}

/** CPU seconds used so far by a process and its descendants (`npm start` runs node under npm). */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start at state: utime is the 12th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  return own + childrenOf(pid).reduce((sum, child) => sum + safeCpuSeconds(child), 0);
}

function safeCpuSeconds(pid: number) {
  try {
    return cpuSeconds(pid);
  } catch {
    return 0; // a child that ended meanwhile
  }
}

/** The share of one core the server used over the next `windowMs` (1 = one core flat out). */
export async function serverCpuShare(pid: number, windowMs: number): Promise<number> {
  const before = cpuSeconds(pid);
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const after = cpuSeconds(pid);
  return (after - before) / ((performance.now() - started) / 1000);
}

export function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
