import { REPLAY_PASSWORD } from '../accounts';
import { emailFor, type ReplayContext } from '../context';
import { describe, errorCodeOf, jsonOf, send, type Answer, type NoAnswer } from '../http-client';

const GROUP = 'sign-up';

const signUp = (context: ReplayContext, email: string, from: string) =>
  send(context.target, {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    json: { email, password: REPLAY_PASSWORD, name: '' },
    from,
    timeoutMs: 20_000,
  });

/** The keys of a JSON value, deep, with the type of each leaf: what two answers must share. */
function shapeOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[]`];
  if (value === null || typeof value !== 'object')
    return [`${prefix}:${value === null ? 'null' : typeof value}`];
  return Object.entries(value as Record<string, unknown>)
    .flatMap(([key, inner]) => shapeOf(inner, prefix ? `${prefix}.${key}` : key))
    .sort();
}

/** What an onlooker can tell two sign-up answers apart by (not ids or e-mails). */
function fingerprint(answer: Answer | NoAnswer) {
  if (answer.kind !== 'answer') return `no answer (${answer.error})`;
  const signedIn = answer.headers['set-auth-token'] ? 'signed in' : 'not signed in';
  const code = errorCodeOf(answer);
  return `${answer.status}${code ? ` ${code}` : ''}, ${signedIn}, body {${shapeOf(jsonOf(answer)).join(' ')}}`;
}

/**
 * Issue 28 finding 9: sign-up must not confirm which e-mails have accounts, and one address
 * must not be able to make accounts without limit.
 */
export async function replaySignUp(context: ReplayContext) {
  const { report, fixtures } = context;
  const from = context.addresses.take();
  const existing = fixtures.customer?.email;
  if (!existing) {
    report.notRun(
      GROUP,
      'a taken e-mail answers like a new one',
      'the same answer',
      'no customer account',
    );
  } else {
    const fresh = await signUp(context, emailFor(context, 'fresh'), from);
    const taken = await signUp(context, existing, from);
    report.check(
      GROUP,
      'a taken e-mail answers like a new one',
      {
        sent: 'POST /api/auth/sign-up/email with a new e-mail, then with an e-mail that has an account',
        expected: 'the same status, sign-in state and body shape for both',
        got: `new: ${fingerprint(fresh)}; taken: ${fingerprint(taken)}`,
      },
      fresh.kind === 'answer' && fresh.status < 500 && fingerprint(fresh) === fingerprint(taken),
    );
  }

  const flooder = context.addresses.take();
  let created = 0;
  let last: Answer | NoAnswer | undefined;
  for (let i = 0; i < context.options.signUpFlood; i++) {
    last = await signUp(context, emailFor(context, `flood-${i}`), flooder);
    if (last.kind !== 'answer' || last.status !== 200) break;
    created++;
  }
  const throttled =
    last?.kind === 'answer' &&
    last.status === 429 &&
    errorCodeOf(last) !== undefined &&
    last.headers['retry-after'] !== undefined;
  report.check(
    GROUP,
    'a sign-up flood from one address is throttled',
    {
      sent: `up to ${context.options.signUpFlood} sign-ups with new e-mails from one address, one after another`,
      expected: `429 in the error shape with Retry-After before ${context.options.signUpFlood} accounts`,
      got: `${created} sign-ups accepted, then ${last ? describe(last) : 'nothing'}`,
    },
    throttled,
  );
}
