-- Session tokens are kept as their SHA-256, hex (src/server/modules/auth/hashed-session-tokens.ts
-- writes and looks them up so), so a copy of the database holds no bearer. Every session
-- signed in before keeps working: its holder still has the token, which hashes to this.
UPDATE "session" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');
