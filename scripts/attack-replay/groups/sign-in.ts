import type { Account } from '../accounts';
import { newPerson, type ReplayContext } from '../context';
import { describe, send, type Answer, type NoAnswer } from '../http-client';

const GROUP = 'sign-in';
const PLAIN = '/api/auth/sign-in/email';

/**
 * Ways to write the sign-in path: the four of issue 28 finding 4 first, then more that a
 * router or URL parser might resolve to the same endpoint.
 */
export const SIGN_IN_PATH_FORMS = [
  '/api/auth/%2e/sign-in/email',
  '/api/auth/./sign-in/email',
  '/api/auth/x/../sign-in/email',
  '/api/auth/sign-in/./email',
  '/api/auth/%2E/sign-in/email',
  '/api/auth/sign-in/%2e/email',
  '/api/auth/x/%2e%2e/sign-in/email',
  '/api/auth/x/./../sign-in/email',
  '/api/auth//sign-in/email',
  '/api/auth/sign-in//email',
  '/api/auth/sign-in/email/',
  '/api/auth/sign-in/email?via=replay',
  '/api/auth/sign-in/%65mail',
  '/api/auth/sign-in%2Femail',
  '/api/auth/x/..%2Fsign-in/email',
  '/api/auth/sign-in\\email',
  '/api/auth/x\\..\\sign-in/email',
  '/api/%61uth/sign-in/email',
];
const FORMS = [PLAIN, ...SIGN_IN_PATH_FORMS];

type Outcome = 'signed-in' | 'wrong-password' | 'throttled' | 'refused';

/**
 * What a sign-in attempt's answer means: 200 signed in and 401 a password checked (both
 * evaluated the guess), 429 the throttle, anything else a path that never reached sign-in.
 */
function outcomeOf(answer: Answer | NoAnswer): Outcome {
  if (answer.kind !== 'answer') return 'refused';
  if (answer.status === 200) return 'signed-in';
  if (answer.status === 401) return 'wrong-password';
  if (answer.status === 429) return 'throttled';
  return 'refused';
}

const attempt = (
  context: ReplayContext,
  path: string,
  from: string,
  email: string,
  password: string,
) =>
  send(context.target, {
    method: 'POST',
    path,
    json: { email, password },
    from,
    timeoutMs: 20_000,
  });

/**
 * Issue 28 finding 4: the sign-in throttle must count every way of writing the path. First
 * which forms reach sign-in at all (with the right password, from a neutral address); then
 * wrong guesses on the plain path until 429, after which no form may sign in with the right
 * password; then guesses spread over every form, which must reach the limit as one count.
 */
export async function replaySignInPaths(context: ReplayContext) {
  const { report } = context;
  const expectedLive = 'a form that reaches sign-in is throttled like the plain path';
  let people: Array<Account & { from: string }>;
  try {
    people = [
      await newPerson(context, 'paths'),
      await newPerson(context, 'victim-plain'),
      await newPerson(context, 'victim-spread'),
    ];
  } catch (error) {
    report.notRun(GROUP, 'sign-in path forms', expectedLive, (error as Error).message);
    return;
  }
  const [paths, plainVictim, spreadVictim] = people as [
    Account & { from: string },
    Account & { from: string },
    Account & { from: string },
  ];

  // 1. Which forms run sign-in: the right password, each from its own address so that no
  // address-based limit (should one count successes too) can answer for the path.
  const live = new Map<string, string>();
  for (const form of FORMS) {
    const from = context.addresses.take();
    const answer = await attempt(context, form, from, paths.email, paths.password);
    live.set(form, describe(answer));
    if (outcomeOf(answer) !== 'signed-in' && form === PLAIN) {
      report.notRun(
        GROUP,
        'sign-in path forms',
        expectedLive,
        `the plain path did not sign in: ${describe(answer)}`,
      );
      return;
    }
  }
  const reaching = FORMS.filter((form) => live.get(form)?.startsWith('200'));
  const refused = FORMS.filter((form) => !reaching.includes(form));
  report.check(
    GROUP,
    'which path forms reach sign-in',
    {
      sent: `the right password to each of ${FORMS.length} ways of writing ${PLAIN}`,
      expected:
        'each form either signs in (and so must be throttled below) or is refused without checking the password (not 401, not 429)',
      got: `${reaching.length} sign in (${reaching.join(' ')}); ${refused.length} refused (${summarise(refused.map((f) => live.get(f) ?? ''))})`,
    },
    refused.every((form) => !/^(401|429)/.test(live.get(form) ?? '')),
  );

  // 2. Wrong guesses on the plain path until 429; then the right password on every form.
  const attacker = context.addresses.take();
  let allowed = 0;
  let plainAnswer: Answer | NoAnswer | undefined;
  for (let i = 0; i < 60; i++) {
    plainAnswer = await attempt(context, PLAIN, attacker, plainVictim.email, 'wrong guess');
    if (outcomeOf(plainAnswer) !== 'wrong-password') break;
    allowed++;
  }
  if (!plainAnswer || outcomeOf(plainAnswer) !== 'throttled') {
    report.check(
      GROUP,
      'wrong guesses on the plain path reach 429',
      {
        sent: `wrong passwords for one account to ${PLAIN} from one address`,
        expected: '429 within 60 guesses',
        got: `${allowed} guesses checked; last ${plainAnswer ? describe(plainAnswer) : 'none'}`,
      },
      false,
    );
    return;
  }
  report.check(
    GROUP,
    'wrong guesses on the plain path reach 429',
    {
      sent: `wrong passwords for one account to ${PLAIN} from one address`,
      expected: '429 within 60 guesses',
      got: `429 after ${allowed} guesses were checked`,
    },
    true,
  );
  const after = await Promise.all(
    FORMS.map(async (form) => ({
      form,
      answer: await attempt(context, form, attacker, plainVictim.email, plainVictim.password),
    })),
  );
  const leaks = after.filter(({ answer }) =>
    ['signed-in', 'wrong-password'].includes(outcomeOf(answer)),
  );
  const notThrottled = after.filter(
    ({ form, answer }) => reaching.includes(form) && outcomeOf(answer) !== 'throttled',
  );
  report.check(
    GROUP,
    'once the plain path answers 429, every form does',
    {
      sent: `the right password to all ${FORMS.length} forms, from the address and for the account at the limit`,
      expected: `429 from the ${reaching.length} forms that reach sign-in; no form signs in or checks the password`,
      got:
        leaks.length + notThrottled.length === 0
          ? `${after.filter(({ answer }) => outcomeOf(answer) === 'throttled').length} × 429, the rest refused as paths`
          : [...new Set([...leaks, ...notThrottled])]
              .map(({ form, answer }) => `${form} → ${describe(answer)}`)
              .join('; '),
    },
    leaks.length === 0 && notThrottled.length === 0,
  );

  // 3. Guesses spread over every form count as one.
  const spreader = context.addresses.take();
  let evaluated = 0;
  let evaluatedAfterLimit = 0;
  let throttledAt: number | undefined;
  const rounds = (allowed + 2) * FORMS.length;
  for (let i = 0; i < rounds; i++) {
    const form = FORMS[i % FORMS.length] ?? PLAIN;
    const outcome = outcomeOf(
      await attempt(context, form, spreader, spreadVictim.email, `guess ${i}`),
    );
    if (outcome === 'wrong-password' || outcome === 'signed-in') {
      evaluated++;
      if (throttledAt !== undefined) evaluatedAfterLimit++;
    }
    if (outcome === 'throttled' && throttledAt === undefined) throttledAt = i + 1;
    if (throttledAt !== undefined && i + 1 >= throttledAt + FORMS.length) break;
  }
  const right = await Promise.all(
    FORMS.map((form) =>
      attempt(context, form, spreader, spreadVictim.email, spreadVictim.password),
    ),
  );
  const signedIn = right.filter((answer) => outcomeOf(answer) === 'signed-in').length;
  report.check(
    GROUP,
    'guesses spread over every form count as one',
    {
      sent: `wrong passwords for another account, round-robin over all ${FORMS.length} forms from a new address, then the right one on each`,
      expected: `at most ${allowed} guesses checked in all (what the plain path allowed), none after the first 429, and no sign-in after`,
      got:
        `${evaluated} guesses checked, ${evaluatedAfterLimit} after the first 429 ` +
        `(attempt ${throttledAt ?? 'never'}); right password then signed in on ${signedIn} forms`,
    },
    throttledAt !== undefined &&
      evaluated <= allowed &&
      evaluatedAfterLimit === 0 &&
      signedIn === 0,
  );
}

/** "18 × 400 path_not_plain" from a list of described answers. */
function summarise(described: string[]) {
  const tally = new Map<string, number>();
  for (const text of described) {
    const key = text.replace(/ in [\d.]+ s$/, '');
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  return [...tally].map(([key, n]) => `${n} × ${key}`).join(', ') || 'none';
}
