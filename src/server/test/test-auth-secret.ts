/**
 * The AUTH_SECRET of test servers on Postgres, where the server requires one (auth-secret.ts);
 * on PGlite tests use the generated one, as `npm start` does.
 */
export const TEST_AUTH_SECRET = 'coachforge-test-auth-secret-never-in-production';
