import type { FastifyInstance } from 'fastify';
import type { ChatTurnLimit } from '../chat';
import { planWriterFor } from './plan/plan-writer';
import { wizardChatRoutes } from './wizard-chat-routes';
import { wizardPlanRoutes } from './wizard-plan-routes';
import type { PlanRuntime } from './wizard-plan-service';
import { deleteExpiredWizardSessions } from './wizard-retention';
import { wizardRoutes } from './wizard-routes';

/**
 * The business-setup wizard. Its chat pane and its plan spend the caller's chat turns, so
 * they share the chat routes' per-caller limit (`limit`).
 */
export async function wizardModule(app: FastifyInstance, { limit }: { limit: ChatTurnLimit }) {
  app.retention.register('wizardRuns', deleteExpiredWizardSessions);
  const { chatRuntime } = app;
  const runtime: PlanRuntime = {
    // The engine the app chose for chat turns, read at each plan: a model the operators
    // choose in the console replaces it (chat-module.ts), and writes the next plan.
    get writer() {
      return planWriterFor(chatRuntime.engine, chatRuntime.tools);
    },
    usage: chatRuntime.usage,
  };
  await app.register(wizardRoutes);
  await app.register(wizardChatRoutes, { limit });
  await app.register(wizardPlanRoutes, { limit, runtime });
}
