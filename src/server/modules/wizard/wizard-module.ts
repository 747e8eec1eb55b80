import type { FastifyInstance } from 'fastify';
import type { ChatTurnLimit } from '../chat';
import { createPlanWriter } from './plan/plan-writer';
import { wizardChatRoutes } from './wizard-chat-routes';
import { wizardPlanRoutes } from './wizard-plan-routes';
import { deleteExpiredWizardSessions } from './wizard-retention';
import { wizardRoutes } from './wizard-routes';

/**
 * The business-setup wizard. Its chat pane and its plan spend the caller's chat turns, so
 * they share the chat routes' per-caller limit (`limit`).
 */
export async function wizardModule(app: FastifyInstance, { limit }: { limit: ChatTurnLimit }) {
  app.retention.register('wizardRuns', deleteExpiredWizardSessions);
  const runtime = {
    writer: createPlanWriter(app.liveSettings.model(), app.chatRuntime.tools),
    usage: app.chatRuntime.usage,
  };
  // The next plan is written by the model the operators chose in the console.
  app.liveSettings.onChange('model', () => {
    runtime.writer = createPlanWriter(app.liveSettings.model(), app.chatRuntime.tools);
  });
  await app.register(wizardRoutes);
  await app.register(wizardChatRoutes, { limit });
  await app.register(wizardPlanRoutes, { limit, runtime });
}
