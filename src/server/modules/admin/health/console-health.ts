import type { FastifyInstance } from 'fastify';
import { languageList } from '../../../../shared/languages';

export interface HealthCheck {
  ok: boolean;
  sentence: string;
}

export async function databaseCheck(app: FastifyInstance): Promise<HealthCheck> {
  const name =
    app.database.kind === 'pglite' ? 'The embedded database (PGlite)' : 'The Postgres database';
  const started = performance.now();
  const answers = await app.database.ping().then(
    () => true,
    () => false,
  );
  if (!answers) {
    return {
      ok: false,
      sentence: `${name} does not answer: requests that need it are refused until it returns. Check that it is running and reachable.`,
    };
  }
  return {
    ok: true,
    sentence: `${name} answers in ${Math.round(performance.now() - started)} ms.`,
  };
}

export function redisCheck(app: FastifyInstance): HealthCheck {
  const { redis } = app.cluster;
  if (!redis) {
    return {
      ok: true,
      sentence:
        'Redis is not configured: this one process keeps its limits in memory, which suits a single server. Set REDIS_URL to run several.',
    };
  }
  return redis.ready
    ? {
        ok: true,
        sentence: 'Redis answers: every node shares the limits and hears when settings change.',
      }
    : {
        ok: false,
        sentence:
          'Redis does not answer: each node counts limits on its own, and settings saved here reach the other nodes only once it returns.',
      };
}

export function modelCheck(app: FastifyInstance): HealthCheck {
  const { provider } = app.liveSettings.model();
  const { name } = app.chatRuntime.engine;
  if (provider === 'offline') {
    return {
      ok: false,
      sentence: 'The offline engine answers: connect a language model in Language model.',
    };
  }
  return {
    ok: true,
    sentence: `${name} answers the coaches. Test it in Language model to see a reply and its latency.`,
  };
}

export async function speechCheck(app: FastifyInstance): Promise<HealthCheck> {
  const { stt, tts } = app.voice.engines;
  const available = await app.voice.availability();
  const problems = [available.stt.problem, available.tts.problem].filter(Boolean);
  const engines = `Calls are heard by ${stt.name} (${languageList(stt.languages)}) and spoken by ${tts.name}.`;
  if (problems.length > 0)
    return { ok: false, sentence: `Voice calls are off: ${problems.join(' ')}` };
  return { ok: true, sentence: engines };
}

export function mailCheck(app: FastifyInstance): HealthCheck {
  const { smtpUrl } = app.config.mail;
  if (!smtpUrl) {
    return {
      ok: false,
      sentence:
        'No SMTP server is set, so e-mails are written to the log: people do not receive their confirmation and password links. Set SMTP_URL to send them.',
    };
  }
  // The host only: the URL may carry the SMTP password.
  const host = URL.canParse(smtpUrl) ? new URL(smtpUrl).host : 'the configured host';
  return { ok: true, sentence: `E-mails are sent through the SMTP server at ${host}.` };
}

export function paymentsCheck(app: FastifyInstance): HealthCheck {
  return app.config.billing.stripe
    ? { ok: true, sentence: 'Paid plans are bought and renewed by card through Stripe.' }
    : {
        ok: true,
        sentence:
          'Stripe is not configured: paid plans are sold on local invoices, set with Set plan in People. Set STRIPE_SECRET_KEY to take card payments.',
      };
}
