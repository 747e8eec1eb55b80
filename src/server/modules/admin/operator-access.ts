import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { user } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { DomainError } from '../../domain-error';
import { requireUser, type Principal } from '../auth';

/** Who made an operator change, as the operator log records it. */
export interface OperatorActor {
  /** The operator's account; undefined for the command line on the server itself. */
  userId?: string;
  /** The account's e-mail, or "command line". */
  label: string;
}

/** Whether an account runs the server: listed in OPERATOR_EMAILS, or made one (first account, CLI, console). */
export const isOperatorAccount = (
  config: AppConfig,
  account: { email: string; operator: boolean; disabled: boolean },
) =>
  !account.disabled &&
  (account.operator || config.operators.emails.includes(account.email.toLowerCase()));

/**
 * The operator behind a request, or a refusal: a visitor is asked to sign in (401), anyone
 * else (a person who is not an operator, an API key, a widget session) gets 403. Read from
 * the database on every call, so a revoked operator loses the console at once.
 */
export async function requireOperator(
  db: Db,
  config: AppConfig,
  principal: Principal,
): Promise<OperatorActor> {
  if (principal.kind === 'operator-cli') return { label: 'command line' };
  if (principal.kind === 'user') {
    const [account] = await db
      .select({ email: user.email, operator: user.operator, disabled: user.disabled })
      .from(user)
      .where(eq(user.id, principal.userId));
    if (account && isOperatorAccount(config, account)) {
      return { userId: principal.userId, label: account.email };
    }
  }
  if (principal.kind === 'visitor') requireUser(principal);
  throw new DomainError(
    'forbidden',
    'forbidden',
    "Only the server's operators can do this. An operator can make your account one in the console's People page.",
  );
}
