// The server the e2e suite drives: the built app on a fresh embedded database (removed on
// exit), with a real OpenID provider on the next port for the popup sign-in journey, a
// stand-in for Google's APIs (Calendar v3 and the OAuth token endpoint) for the calendar
// journeys, and a real SMTP server whose mail journeys read to open confirmation links.
import fs from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { OIDC_TEST_CLIENT, startOidcProvider } from '../src/server/test/oidc-provider-fake';
import { startCalendarFake } from '../src/server/test/fake-tools/calendar-fake';
import { FAKE_OAUTH_CLIENT } from '../src/server/test/fake-tools/google-token-fake';
import { startFakeSpeechServer } from '../src/server/test/fake-speech/fake-speech-server';
import { startSmtpFake } from '../src/server/test/smtp-fake';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set for the e2e server');
fs.rmSync(dataDir, { recursive: true, force: true });
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

const port = Number(process.env.PORT);
const oidc = await startOidcProvider({
  port: port + 1,
  redirectUri: `http://localhost:${port}/api/auth/callback/oidc`,
});
process.env.OIDC_ISSUER = oidc.issuer;
process.env.OIDC_CLIENT_ID = OIDC_TEST_CLIENT.id;
process.env.OIDC_CLIENT_SECRET = OIDC_TEST_CLIENT.secret;
process.env.OIDC_PROVIDER_NAME = 'Acme SSO';

// Google's servers. The primary calendar is free all week, so the offered slots are the
// first half-hours of each available day. With the client's id and secret, calendars connect
// with the code flow and renew (journeys can still ask for the hour-long token flow), and
// Google account sign-in is offered too.
const google = await startCalendarFake();
google.busy = { 'founder@example.com': [], 'c_team123@group.calendar.google.com': [] };
process.env.GOOGLE_API_BASE_URL = google.url;
process.env.GOOGLE_OAUTH_TOKEN_URL = google.tokenUrl;
process.env.GOOGLE_CLIENT_ID = FAKE_OAUTH_CLIENT.id;
process.env.GOOGLE_CLIENT_SECRET = FAKE_OAUTH_CLIENT.secret;

// Every e-mail the app sends (confirmation links, contact requests).
const mail = await startSmtpFake();
process.env.SMTP_URL = mail.url;

// On the port after the OIDC provider's: what the fake received (GET /requests; method, path
// and body only: journeys ask what was booked, not with which token), one-time codes as
// Google's consent popup would hand them to the page (POST /codes?scope=...), and the mail
// received for an address (GET /mail?to=..., subject and text of each, oldest first).
const inspector = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' && url.pathname === '/mail') {
    const received = mail.mailsTo(url.searchParams.get('to') ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
    return;
  }
  if (req.method === 'POST' && url.pathname === '/codes') {
    const code = google.oauth.issueCode({ scope: url.searchParams.get('scope') ?? undefined });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code }));
    return;
  }
  if (req.method !== 'GET' || url.pathname !== '/requests') {
    res.writeHead(404).end();
    return;
  }
  const requests = google.requests.map(({ method, pathname, body }) => ({
    method,
    pathname,
    body,
  }));
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
});
await new Promise<void>((resolve) => inspector.listen(port + 2, '127.0.0.1', resolve));

// Speech recognition from an OpenAI-format fake: the offline recogniser mishears espeak's
// voice, and the journeys check the caller's words land in the chat. The coach's voice is
// the real local espeak-ng.
const speech = await startFakeSpeechServer({
  defaultTranscript: 'How do I find my first customers?',
});
process.env.STT_PROVIDER = 'openai-compatible';
process.env.STT_BASE_URL = speech.url;
process.env.STT_MODEL = 'whisper-e2e';

// The seller on local invoices: without one the operator's set-plan issues none (and refuses).
process.env.INVOICE_SELLER_NAME ??= 'CoachForge Lda';
process.env.INVOICE_SELLER_ADDRESS ??= 'Rua Augusta 1|1100-048 Lisboa';
process.env.INVOICE_SELLER_VAT ??= 'PT501964843';

// Journeys make several agents and many turns per account in a run: Free is roomier here than
// config/plans.json (whose limits the server's integration tests enforce).
process.env.PLANS_FILE = path.join(root, 'e2e/fixtures/e2e-plans.json');

await import(path.join(root, 'dist/server/server.js'));
