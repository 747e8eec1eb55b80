// The server the e2e suite drives: the built app on a fresh embedded database (removed on
// exit), with a real OpenID provider on the next port for the popup sign-in journey.
import fs from 'node:fs';
import path from 'node:path';
import { OIDC_TEST_CLIENT, startOidcProvider } from '../src/server/test/oidc-provider-fake';

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

await import(path.join(root, 'dist/server/server.js'));
