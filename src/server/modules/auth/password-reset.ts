import type { User } from 'better-auth';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { user as userTable } from '../../db/auth-schema';
import type { Mailer } from '../../mailer';

/** How long a password-reset link works, in seconds. */
export const RESET_LINK_TTL_S = 60 * 60;

/** The web app's page that opens a reset link (the token stays in the fragment). */
export const resetLink = (publicUrl: string, token: string) =>
  `${new URL('/reset-password', publicUrl).href}#token=${encodeURIComponent(token)}`;

/**
 * better-auth's password reset, with our mailer. A request answers the same whether or not
 * the address has an account (better-auth's own answer), and the mail is sent after the
 * answer, never awaited, so the mail server's pace tells nothing either. A link works once,
 * for an hour; using it ends every session of the account and confirms its address (the
 * link was opened from that mailbox).
 */
export function passwordResetOptions(options: {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  log?: FastifyBaseLogger;
}) {
  const { config, db, mailer, log } = options;

  const sendResetPassword = async ({ user, token }: { user: User; token: string }) => {
    void mailer
      .send({
        to: user.email,
        subject: 'Reset your CoachForge password',
        text: [
          'Someone, we hope you, asked to reset the password of the CoachForge account with this e-mail address.',
          `Open this link within ${RESET_LINK_TTL_S / 3600} hour to choose a new password (it works once):`,
          '',
          resetLink(config.publicUrl, token),
          '',
          'Choosing a new password signs you out everywhere else.',
          'If it was not you, ignore this e-mail: your password has not changed.',
        ].join('\n'),
      })
      .catch((error: unknown) => {
        log?.warn({ err: error }, 'a password-reset e-mail could not be sent');
      });
  };

  const onPasswordReset = async ({ user }: { user: User }) => {
    if (user.emailVerified) return;
    await db.update(userTable).set({ emailVerified: true }).where(eq(userTable.id, user.id));
  };

  return {
    sendResetPassword,
    onPasswordReset,
    resetPasswordTokenExpiresIn: RESET_LINK_TTL_S,
    revokeSessionsOnPasswordReset: true,
  };
}
