// Replays the attack set of issue 28 (PDF bombs, text floods, sign-in path forms, sign-up
// floods, voice socket floods, session id squatting, connection floods) against a running
// CoachForge server on this machine, and prints one line per check: held, FAILED or skipped.
//
//   npx tsx scripts/attack-replay.ts http://127.0.0.1:3000 [--smtp-port 2525] [--server-pid N]
//
// See --help and docs/OPERATIONS.md ("Replaying the attack set").
import { newRunId, prepareFixtures, type ReplayContext } from './attack-replay/context';
import { replayConversations } from './attack-replay/groups/conversations';
import { replayHttpLimits, watchHalfSentRequest } from './attack-replay/groups/http-limits';
import { replaySignInPaths } from './attack-replay/groups/sign-in';
import { replaySignUp } from './attack-replay/groups/sign-up';
import { replayTextFloods } from './attack-replay/groups/text-floods';
import { replayPdfBombs } from './attack-replay/groups/uploads';
import { replayVoice } from './attack-replay/groups/voice';
import { HEALTH_P99_LIMIT_MS, HealthProbe } from './attack-replay/health-probe';
import { describe, send } from './attack-replay/http-client';
import { Mailbox } from './attack-replay/mailbox';
import { parseOptions, USAGE, type GroupName, type ReplayOptions } from './attack-replay/options';
import { duration, Report } from './attack-replay/report';
import { processAlive } from './attack-replay/server-cpu';
import { AddressPool, targetOf } from './attack-replay/target';

const GROUPS: Record<GroupName, (context: ReplayContext) => Promise<void>> = {
  uploads: replayPdfBombs,
  text: replayTextFloods,
  'sign-in': replaySignInPaths,
  'sign-up': replaySignUp,
  voice: replayVoice,
  conversations: replayConversations,
  http: replayHttpLimits,
};

/** Runs one group while the probe watches health, then reports health for that group. */
async function runGroup(context: ReplayContext, probe: HealthProbe, name: GroupName) {
  const started = Date.now();
  try {
    await GROUPS[name](context);
  } catch (error) {
    context.report.notRun(
      name,
      'the rest of the group',
      'every check runs',
      `the replay itself failed: ${(error as Error).stack ?? error}`,
    );
  }
  const stats = await probe.between(started, Date.now());
  context.report.check(
    name,
    'health during the group',
    {
      sent: `GET /api/health every 100 ms on a new connection from another address for ${duration(Date.now() - started)}`,
      expected: `p99 under ${duration(HEALTH_P99_LIMIT_MS)}, a probe without a 200 counting as 5 s`,
      got:
        `${stats.samples} probes: p50 ${duration(stats.p50)}, p99 ${duration(stats.p99)}, max ${duration(stats.max)}` +
        (stats.failures ? `; ${stats.failures} without a 200 (first: ${stats.firstFailure})` : ''),
    },
    stats.samples > 0 && stats.p99 < HEALTH_P99_LIMIT_MS,
  );
}

export async function runReplay(options: ReplayOptions, report = new Report()) {
  const target = targetOf(options.baseUrl);
  const addresses = new AddressPool();
  const reachable = await send(target, {
    path: '/api/health',
    from: addresses.take(),
    timeoutMs: 10_000,
  });
  if (reachable.kind !== 'answer' || reachable.status !== 200) {
    report.notRun('setup', 'the server answers', '200 from /api/health', describe(reachable));
    return report;
  }
  const mailbox =
    options.smtpPort === undefined ? undefined : await Mailbox.listen(options.smtpPort);
  const probe = new HealthProbe(target);
  const context: ReplayContext = {
    target,
    options,
    report,
    addresses,
    mailbox,
    runId: newRunId(),
    fixtures: { widgetOrigin: 'https://shop.example', missing: [] },
  };
  try {
    const halfSent = options.groups.includes('http') ? watchHalfSentRequest(context) : undefined;
    await prepareFixtures(context);
    for (const name of options.groups) await runGroup(context, probe, name);
    await halfSent?.();
    const last = await send(target, {
      path: '/api/health',
      from: addresses.take(),
      timeoutMs: 10_000,
    });
    const alive = options.serverPid === undefined || processAlive(options.serverPid);
    report.check(
      'end',
      'the server stayed up',
      {
        sent: 'GET /api/health after every group',
        expected: `200${options.serverPid === undefined ? '' : `, and process ${options.serverPid} still running`}`,
        got: `${describe(last)}${options.serverPid === undefined ? '' : alive ? ', process running' : ', process gone'}`,
      },
      last.kind === 'answer' && last.status === 200 && alive,
    );
  } finally {
    await probe.stop();
    await mailbox?.close();
  }
  return report;
}

async function main() {
  let options: ReplayOptions | 'help';
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  try {
    targetOf(options.baseUrl);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  console.log(
    `Replaying issue 28's attack set against ${options.baseUrl}: ${options.groups.join(', ')}`,
  );
  const report = await runReplay(options);
  console.log(`\n${report.summary()}`);
  for (const line of report.failed) console.log(`FAILED [${line.group}] ${line.check}`);
  return report.failed.length ? 1 : 0;
}

// Exit at once: a hostile server may hold sockets open that would keep this process alive.
process.exit(await main());
