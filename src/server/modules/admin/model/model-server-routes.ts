import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FoundServersSchema } from '../../../../shared/schemas/admin-settings';
import { createFoundServers } from './found-servers';

/**
 * Model servers running on this machine (Ollama, LM Studio, llama.cpp, vLLM), looked for once
 * at start and whenever an operator asks. A found server is only offered: nothing uses it
 * until an operator saves it as the model.
 */
export async function modelServerRoutes(app: FastifyInstance) {
  const found = createFoundServers(app.config.modelDiscovery);
  // In the background: start never waits for a port, and a closed one is no news.
  app.addHook('onReady', async () => {
    void found.scan();
  });
  app.addHook('onClose', async () => found.close());
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/model-servers',
    {
      schema: {
        tags: ['admin'],
        summary: 'The model servers the last look found on this machine',
        response: { 200: FoundServersSchema },
      },
    },
    async () => found.latest(),
  );

  routes.post(
    '/api/admin/model-servers/scan',
    {
      schema: {
        tags: ['admin'],
        summary: 'Looks for model servers on this machine now (about 1.5 s at most)',
        response: { 200: FoundServersSchema },
      },
    },
    async () => found.scan(),
  );
}
