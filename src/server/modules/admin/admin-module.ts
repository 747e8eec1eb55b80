import type { FastifyInstance } from 'fastify';
import { mcpServersAdminRoutes } from '../mcp-tools';
import { adminRoutes } from './admin-routes';
import { modelConsoleRoutes } from './model/model-routes';
import { speechSettingsModule } from './speech/speech-module';
import { consoleHealthRoutes } from './health/console-health-routes';
import { operatorLogRoutes } from './operator-log-routes';
import { peopleRoutes } from './people/people-routes';
import { requestsRoutes } from './requests/requests-routes';
import { claimFirstOperator } from './first-operator';
import { requireOperator, type OperatorActor } from './operator-access';
import { recordOperatorAction } from './operator-log';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator making this request (admin routes only; see requireOperator). */
    operator: OperatorActor;
  }
}

/**
 * The operators' API under /api/admin: the console and `npm run admin`. Every route is behind
 * the operator check, which runs before the body is read, so nobody else learns its shape.
 * The scope registering it has worked out the principal already.
 */
export async function adminModule(scope: FastifyInstance) {
  scope.decorateRequest('operator', null as never);
  scope.addHook('onRequest', async (request) => {
    request.operator = await requireOperator(scope.db, scope.config, request.principal);
  });
  // An install upgraded with accounts and no operator gets its first account as one at start,
  // rather than at the next sign-up.
  scope.addHook('onReady', async () => {
    await claimFirstOperator(scope.db, scope.config).catch((error: unknown) => {
      scope.log.warn({ err: error }, 'operators: the first account could not be made operator');
    });
  });
  await scope.register(adminRoutes);
  await scope.register(modelConsoleRoutes);
  await scope.register(speechSettingsModule);
  await scope.register(consoleHealthRoutes);
  await scope.register(peopleRoutes);
  await scope.register(requestsRoutes);
  await scope.register(operatorLogRoutes);
  await scope.register(mcpServersAdminRoutes, {
    operatorOf: (request) => ({
      label: request.operator.label,
      record: (action, detail) => recordOperatorAction(scope.db, request.operator, action, detail),
    }),
  });
}
