import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openLinkOver } from './test/http-person';
import { runAdminCli, startServerProcess } from './test/server-process';

/** Signs up on the running server as the web app does (a trusted Origin, no name needed). */
const signUpOn = (server: { url: string }, email: string, name = '') =>
  fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url.replace('127.0.0.1', 'localhost'),
    },
    body: JSON.stringify({ email, password: 'secret123', name }),
  });

it('npm run admin -- disable-user reaches the running server and ends the sessions', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-admin-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, SEED_AGENTS: 'false' });
  try {
    const signUp = await signUpOn(server, 'ops@example.com', 'Ops');
    expect(signUp.status).toBe(200);
    const sessionToken = await openLinkOver(server, 'ops@example.com');
    const token = (
      (await (
        await fetch(`${server.url}/api/auth/token`, {
          headers: { authorization: `Bearer ${sessionToken}` },
        })
      ).json()) as { token: string }
    ).token;
    const profile = () =>
      fetch(`${server.url}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect((await profile()).status).toBe(200);

    const cli = runAdminCli(['disable-user', 'ops@example.com'], { DATA_DIR: dataDir });
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toContain('Disabled ops@example.com; ended 1 session(s).');
    expect((await profile()).status).toBe(401);

    const unknown = runAdminCli(['disable-user', 'ghost@example.com'], { DATA_DIR: dataDir });
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account uses ghost@example.com.');
  } finally {
    server.kill();
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);

it('npm run admin -- set-plan puts a running server’s account on Pro and issues its invoice, record-payment marks it paid', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-admin-plan-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    SEED_AGENTS: 'false',
    INVOICE_SELLER_NAME: 'CoachForge Lda',
    INVOICE_SELLER_ADDRESS: 'Rua Augusta 1|1100-048 Lisboa',
    INVOICE_SELLER_VAT: 'PT501964843',
  });
  try {
    const signUp = await signUpOn(server, 'pro@example.com');
    expect(signUp.status).toBe(200);

    const cli = runAdminCli(['set-plan', 'pro@example.com', 'pro'], { DATA_DIR: dataDir });
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toMatch(
      /^pro@example\.com is on the pro plan until \d{4}-\d{2}-\d{2}; issued invoice CF-\d{4}-0001\.\n$/,
    );
    const invoice = /CF-\d{4}-0001/.exec(cli.stdout)![0];
    const paid = runAdminCli(['record-payment', invoice, '2026-11-20'], { DATA_DIR: dataDir });
    expect(paid.stdout).toBe(`Invoice ${invoice} is paid (2026-11-20).\n`);
    const back = runAdminCli(['set-plan', 'pro@example.com', 'free'], { DATA_DIR: dataDir });
    expect(back.stdout).toBe('pro@example.com is on the free plan.\n');
    const unknown = runAdminCli(['set-plan', 'pro@example.com', 'gold'], { DATA_DIR: dataDir });
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No plan "gold"; the plans are: free, pro, enterprise.');
  } finally {
    server.kill();
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);

it('npm run admin -- grant-operator / revoke-operator, through the running server and without it', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-admin-ops-'));
  const env = { DATA_DIR: dataDir, OPERATOR_EMAILS: 'boss@example.com' };
  const server = await startServerProcess({ ...env, SEED_AGENTS: 'false' });
  try {
    expect((await signUpOn(server, 'boss@example.com')).status).toBe(200);
    expect((await signUpOn(server, 'pat@example.com')).status).toBe(200);

    const grant = runAdminCli(['grant-operator', 'PAT@example.com'], env);
    expect(grant.stderr).toBe('');
    expect(grant.stdout).toBe('pat@example.com is an operator: the console is at /admin.\n');
    const revoke = runAdminCli(['revoke-operator', 'pat@example.com'], env);
    expect(revoke.stdout).toBe('pat@example.com is no longer an operator.\n');
    const listed = runAdminCli(['revoke-operator', 'boss@example.com'], env);
    expect(listed.status).toBe(1);
    expect(listed.stderr).toContain(
      "boss@example.com is listed in OPERATOR_EMAILS in the server's environment",
    );
    const unknown = runAdminCli(['grant-operator', 'ghost@example.com'], env);
    expect(unknown.stderr).toContain('No account uses ghost@example.com.');
  } finally {
    server.kill();
    await server.exited;
  }
  try {
    // No server running: the command opens the data directory itself.
    const direct = runAdminCli(['grant-operator', 'pat@example.com'], env);
    expect(direct.status).toBe(0);
    expect(direct.stdout).toBe('pat@example.com is an operator: the console is at /admin.\n');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
