import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LiveMessageSchema, LiveStateSchema } from '../../../shared/schemas/handoff';
import { InboxConversationPathSchema } from '../../../shared/schemas/inbox';
import { errorResponses } from '../../plugins/errors';
import { requireUser } from '../auth';
import type { HandoffContext } from './handoff-context';
import { release, reply, take } from './takeover';

const STAFF_MESSAGE_CHARS = 4000;
const StaffMessageSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Type a message first.')
    .max(STAFF_MESSAGE_CHARS, `Messages can be at most ${STAFF_MESSAGE_CHARS} characters.`),
});

const OWNERS_ONLY =
  "Only the signed-in owner of the conversation's agent; anyone else gets 404, keys and " +
  'widget sessions 401.';

/** The agent owner stepping into a conversation from the inbox, and stepping out. */
export async function takeoverRoutes(app: FastifyInstance, deps: { context: HandoffContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { context } = deps;

  api.post(
    '/api/inbox/conversations/:id/take',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Takes the conversation over: the coach stops answering it',
        description: `${OWNERS_ONLY} The person sees "<name> from the team joined".`,
        params: InboxConversationPathSchema,
        response: { 200: LiveStateSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => take(context, request.params.id, requireUser(request.principal)),
  );

  api.post(
    '/api/inbox/conversations/:id/messages',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Replies in a conversation the caller has taken over',
        description: `${OWNERS_ONLY} 409 while they do not hold it.`,
        params: InboxConversationPathSchema,
        body: StaffMessageSchema,
        response: { 201: LiveMessageSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, res) => {
      const userId = requireUser(request.principal);
      const message = await reply(context, request.params.id, userId, request.body.text);
      return res.status(201).send(message);
    },
  );

  api.post(
    '/api/inbox/conversations/:id/release',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Hands the conversation back to the coach',
        description: `${OWNERS_ONLY} A request nobody took is closed too.`,
        params: InboxConversationPathSchema,
        response: { 200: LiveStateSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => release(context, request.params.id, requireUser(request.principal)),
  );
}
