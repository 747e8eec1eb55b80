import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/auth-schema.ts',
    './src/server/db/chat-schema.ts',
    './src/server/db/tools-schema.ts',
    './src/server/db/api-keys-schema.ts',
    './src/server/db/voice-schema.ts',
    './src/server/db/billing-schema.ts',
    './src/server/db/wizard-schema.ts',
    './src/server/db/admin-schema.ts',
    './src/server/db/mcp-schema.ts',
    './src/server/db/widget-schema.ts',
  ],
  out: './drizzle',
});
