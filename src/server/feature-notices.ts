import type { AppConfig } from './config';

/**
 * One line for the operator per feature that is off because its settings are missing,
 * logged at start. People using the app are told in a sentence, never a variable's name.
 */
export function missingFeatureNotices(config: AppConfig): string[] {
  const notices: string[] = [];
  const { googleClientId, googleClientSecret } = config.tools;
  if (!googleClientId) {
    notices.push(
      'Google Calendar tool and Google sign-in are off: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set (README, "Google").',
    );
  } else if (!googleClientSecret) {
    notices.push(
      'Google Calendar connections last one hour and Google sign-in is off: GOOGLE_CLIENT_SECRET is not set (README, "Google").',
    );
  }
  if (!config.mail.smtpUrl) {
    notices.push(
      config.auth.requireEmailVerification
        ? 'Contact requests and sign-up confirmation links are written to this log, not mailed: SMTP_URL is not set (README, "Configuration").'
        : 'Contact requests are written to this log, not mailed: SMTP_URL is not set (README, "Configuration").',
    );
  }
  return notices;
}
