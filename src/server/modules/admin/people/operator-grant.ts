import { and, eq, inArray, ne, not, or } from 'drizzle-orm';
import type { AppConfig } from '../../../config';
import { user } from '../../../db/auth-schema';
import type { Db } from '../../../db/client';
import { DomainError, notFound } from '../../../domain-error';
import { markOperatorChosen } from '../first-operator';
import type { OperatorActor } from '../operator-access';
import { recordOperatorAction } from '../operator-log';

/** Which account: by e-mail (the command line) or by id (the console's People page). */
export type AccountRef = { email: string } | { id: string };

async function findAccount(db: Db, ref: AccountRef) {
  const where =
    'email' in ref ? eq(user.email, ref.email.trim().toLowerCase()) : eq(user.id, ref.id);
  const [account] = await db.select({ id: user.id, email: user.email }).from(user).where(where);
  if (account) return account;
  throw notFound(
    'email' in ref
      ? `No account uses ${ref.email.trim().toLowerCase()}.`
      : `No account has the id ${ref.id}; reload the list of people.`,
  );
}

/** Whether an account other than `exceptId` still runs the server. */
async function anotherOperator(db: Db, config: AppConfig, exceptId: string) {
  const emails = config.operators.emails;
  const isOperator = emails.length
    ? or(eq(user.operator, true), inArray(user.email, emails))
    : eq(user.operator, true);
  const others = await db
    .select({ id: user.id })
    .from(user)
    .where(and(isOperator, not(user.disabled), ne(user.id, exceptId)))
    .limit(1);
  return others.length > 0;
}

/**
 * Makes an account an operator or takes it back, and logs it. An account OPERATOR_EMAILS names
 * stays one whatever is stored, and an operator cannot take away their own access when nobody
 * else would be left to run the server.
 */
export async function setOperator(options: {
  db: Db;
  config: AppConfig;
  actor: OperatorActor;
  account: AccountRef;
  operator: boolean;
}) {
  const { db, config, actor, operator } = options;
  const account = await findAccount(db, options.account);
  if (!operator && config.operators.emails.includes(account.email)) {
    throw new DomainError(
      'conflict',
      'operator_locked',
      `${account.email} is listed in OPERATOR_EMAILS in the server's environment: remove it there and restart the server to revoke it.`,
    );
  }
  if (
    !operator &&
    actor.userId === account.id &&
    !(await anotherOperator(db, config, account.id))
  ) {
    throw new DomainError(
      'conflict',
      'last_operator',
      'You are the only operator: make another account an operator first, so someone can still run this server.',
    );
  }
  await db.update(user).set({ operator, updatedAt: new Date() }).where(eq(user.id, account.id));
  // Once someone was made an operator, later sign-ups never become one by themselves.
  if (operator) await markOperatorChosen(db, account.id);
  await recordOperatorAction(db, actor, operator ? 'grant-operator' : 'revoke-operator', {
    email: account.email,
  });
  return { id: account.id, email: account.email, operator };
}
