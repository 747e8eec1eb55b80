import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { startSmtpFake } from './smtp-fake';
import { TEST_AUTH_SECRET } from './test-auth-secret';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the real server entry point (as `npm start` would, from source) and waits for health. */
export async function startServerProcess(env: Record<string, string>) {
  // Account e-mails go to a real SMTP server of its own, unless the test brings one.
  const mail = env.SMTP_URL === undefined ? await startSmtpFake() : undefined;
  if (mail) env = { ...env, SMTP_URL: mail.url };
  const port = await freePort();
  const secret = env.DATABASE_URL && !env.AUTH_SECRET ? { AUTH_SECRET: TEST_AUTH_SECRET } : {};
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: {
      ...process.env,
      ...env,
      ...secret,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  void exited.then(() => mail?.close());
  const url = `http://127.0.0.1:${port}`;
  let healthy = false;
  // Up to a minute: from source (tsx) on a busy 2-core machine start-up has taken 45 s.
  for (let i = 0; i < 300 && !healthy && child.exitCode === null; i++) {
    await new Promise((r) => setTimeout(r, 200));
    healthy = (await fetch(`${url}/api/health`).catch(() => undefined))?.ok ?? false;
  }
  if (!healthy) {
    // Never left running: the caller gets no handle to stop it with.
    child.kill('SIGKILL');
    throw new Error('the server did not become healthy');
  }
  return { url, child, exited, mail, kill: () => child.kill('SIGKILL') };
}

/** Runs `npm run admin -- …` the way an operator would (same entry point, same env). */
export function runAdminCli(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server/admin-cli.ts', ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}
