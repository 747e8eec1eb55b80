import type { User } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Mailer, MailMessage } from '../../mailer';

/** How long a confirmation link works, in seconds. */
export const CONFIRMATION_LINK_TTL_S = 60 * 60;

/** The web app's page that opens a confirmation link (the token stays in the fragment). */
export const confirmationLink = (publicUrl: string, token: string) =>
  `${new URL('/verify-email', publicUrl).href}#token=${encodeURIComponent(token)}`;

/**
 * Mail is sent after the answer, never awaited: how long the mail server takes must not tell
 * a new address from a taken one. A failure is logged; signing in sends a fresh link.
 */
function sendLater(mailer: Mailer, log: FastifyBaseLogger | undefined, message: MailMessage) {
  void mailer.send(message).catch((error: unknown) => {
    log?.warn({ err: error, subject: message.subject }, 'an account e-mail could not be sent');
  });
}

/**
 * better-auth's e-mail verification, with our mailer: a new account signs in once its link is
 * opened, and a sign-up with a taken address answers exactly like one with a new address
 * (better-auth's enumeration protection) while the address's owner is told by mail.
 */
export function emailVerificationOptions(options: {
  config: AppConfig;
  mailer: Mailer;
  log?: FastifyBaseLogger;
  /** Sends a fresh confirmation link to an address whose account is not confirmed yet. */
  resendLink(email: string): Promise<unknown>;
}) {
  const { config, mailer, log } = options;
  const required = config.auth.requireEmailVerification;
  const siteUrl = new URL('/', config.publicUrl).href;

  const sendVerificationEmail = async ({ user, token }: { user: User; token: string }) =>
    sendLater(mailer, log, {
      to: user.email,
      subject: 'Confirm your e-mail address for CoachForge',
      text: [
        'Someone, we hope you, signed up for CoachForge with this e-mail address.',
        `Open this link within ${CONFIRMATION_LINK_TTL_S / 3600} hour to confirm it and sign in:`,
        '',
        confirmationLink(config.publicUrl, token),
        '',
        'If it was not you, ignore this e-mail: the account cannot be used until the address is confirmed.',
      ].join('\n'),
    });

  const onExistingUserSignUp = async ({ user }: { user: User }) => {
    // Someone signing up again before confirming most likely lost the first link.
    if (!user.emailVerified) {
      void options.resendLink(user.email).catch((error: unknown) => {
        log?.warn({ err: error }, 'a fresh confirmation link could not be sent');
      });
      return;
    }
    sendLater(mailer, log, {
      to: user.email,
      subject: 'Someone tried to sign up to CoachForge with your e-mail address',
      text: [
        'Someone tried to create a CoachForge account with this e-mail address, which already has one.',
        `If it was you, sign in with your password at ${siteUrl}`,
        'If it was not, you need do nothing: your account has not changed.',
      ].join('\n'),
    });
  };

  return {
    emailAndPassword: {
      requireEmailVerification: required,
      ...(required && { onExistingUserSignUp }),
    },
    emailVerification: required
      ? {
          sendVerificationEmail,
          // Left unset: e-mail sign-ups follow requireEmailVerification, and people signing in
          // through a popup provider get no link they do not need.
          sendOnSignIn: true,
          autoSignInAfterVerification: true,
          expiresIn: CONFIRMATION_LINK_TTL_S,
        }
      : undefined,
  };
}
