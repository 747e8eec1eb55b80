import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WizardAnswerRequestSchema,
  WizardDefinitionSchema,
  WizardListSchema,
  WizardProgressRequestSchema,
  WizardSessionListSchema,
  WizardSessionParamsSchema,
  WizardSessionSchema,
  WizardStartRequestSchema,
} from '../../../shared/schemas/wizard';
import { errorResponses } from '../../plugins/errors';
import type { Principal } from '../auth';
import { listWizards, loadWizard } from './wizard-definitions';
import {
  claimWizardSession,
  deleteWizardSession,
  getWizardSession,
  listWizardSessions,
  saveWizardAnswer,
  setWizardProgress,
  startWizardSession,
} from './wizard-sessions-service';

const WizardParamsSchema = z.object({ wizard_id: z.string().min(1).max(100) });
const StepParamsSchema = WizardSessionParamsSchema.extend({ step_id: z.string().min(1).max(100) });
const tags = ['wizard'];

/** Wizard definitions and runs: start, resume, answer, move, claim, delete. */
export async function wizardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const run = (request: { principal: Principal; params: { session_id: string } }) => ({
    db: app.db,
    principal: request.principal,
    sessionId: request.params.session_id,
  });

  api.get(
    '/api/wizards',
    { schema: { tags, summary: 'The wizards there are', response: { 200: WizardListSchema } } },
    async () => listWizards(app.db),
  );

  api.get(
    '/api/wizards/:wizard_id',
    {
      schema: {
        tags,
        summary: 'A wizard: its texts, steps and questions, and the coach behind it',
        params: WizardParamsSchema,
        response: { 200: WizardDefinitionSchema, ...errorResponses(400, 404, 503) },
      },
    },
    async (request) => loadWizard(app.db, request.params.wizard_id),
  );

  api.post(
    '/api/wizards/:wizard_id/sessions',
    {
      schema: {
        tags,
        summary: "Starts a run of a wizard (a visitor's is held by its id alone)",
        params: WizardParamsSchema,
        body: WizardStartRequestSchema,
        response: { 201: WizardSessionSchema, ...errorResponses(400, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const session = await startWizardSession({
        db: app.db,
        principal: request.principal,
        wizardId: request.params.wizard_id,
        currency: request.body?.currency,
      });
      return reply.status(201).send(session);
    },
  );

  api.get(
    '/api/wizard-sessions',
    {
      schema: {
        tags,
        summary: "The signed-in founder's wizard runs, the latest touched first",
        response: { 200: WizardSessionListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listWizardSessions({ db: app.db, principal: request.principal }),
  );

  api.get(
    '/api/wizard-sessions/:session_id',
    {
      schema: {
        tags,
        summary: 'A wizard run: answers, the open step, the chat and the plan',
        params: WizardSessionParamsSchema,
        response: { 200: WizardSessionSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => getWizardSession(run(request)),
  );

  api.delete(
    '/api/wizard-sessions/:session_id',
    {
      schema: {
        tags,
        summary: 'Deletes a wizard run with its chat and plan',
        params: WizardSessionParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteWizardSession(run(request));
      return reply.status(204).send(null);
    },
  );

  api.put(
    '/api/wizard-sessions/:session_id/answers/:step_id',
    {
      schema: {
        tags,
        summary: "Saves a step's answer, read by the step's type (numbers as people write them)",
        params: StepParamsSchema,
        body: WizardAnswerRequestSchema,
        response: { 200: WizardSessionSchema, ...errorResponses(400, 403, 404, 422) },
      },
    },
    async (request) =>
      saveWizardAnswer({
        ...run(request),
        stepId: request.params.step_id,
        answer: request.body.answer,
        currency: request.body.currency,
      }),
  );

  api.put(
    '/api/wizard-sessions/:session_id/progress',
    {
      schema: {
        tags,
        summary: 'Remembers which step is open, to resume there',
        params: WizardSessionParamsSchema,
        body: WizardProgressRequestSchema,
        response: { 200: WizardSessionSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => setWizardProgress({ ...run(request), stepId: request.body.current_step }),
  );

  api.post(
    '/api/wizard-sessions/:session_id/claim',
    {
      schema: {
        tags,
        summary: "Makes a visitor's run the signed-in founder's own",
        params: WizardSessionParamsSchema,
        response: { 200: WizardSessionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => claimWizardSession(run(request)),
  );
}
