import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SavedWidgetAppearanceSchema,
  WIDGET_AVATAR_MAX_BYTES,
  WidgetAppearanceInputSchema,
} from '../../../shared/schemas/widget-appearance';
import { badRequest, DomainError } from '../../domain-error';
import { errorResponses } from '../../plugins/errors';
import {
  ownedAgent,
  readWidgetAppearance,
  saveWidgetAppearance,
} from './widget-appearance-service';
import { avatarTooLarge, deleteAvatar, readAvatar, saveAvatar } from './widget-avatar-service';
import { iconAvatarSvg } from './widget-icon-avatar';

const AgentPathSchema = z.object({ agent_id: z.uuid({ message: 'agent_id must be a UUID' }) });

/** The one image of the form, as bytes; multipart's own limit stops a larger one early. */
async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new DomainError(
      'unsupported',
      'unsupported_media_type',
      'Send the avatar image as multipart/form-data, in a field named "image".',
    );
  }
  const part = await request.file().catch((error: Error) => {
    throw badRequest(`The multipart form could not be read: ${error.message}.`);
  });
  if (!part) throw badRequest('Choose an image to upload.');
  return part.toBuffer().catch((error: { code?: string; message: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw avatarTooLarge();
    throw badRequest(`The image could not be read: ${error.message}.`);
  });
}

/** The Widget tab's settings, read and saved by the agent's owner only. */
export async function widgetAppearanceRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: WIDGET_AVATAR_MAX_BYTES, files: 1, fields: 0 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const context = () => ({ db: app.db, plans: app.billing.plans, publicUrl: app.config.publicUrl });
  const answered = { 200: SavedWidgetAppearanceSchema, ...errorResponses(400, 401, 404) };

  api.get(
    '/api/agents/:agent_id/widget-appearance',
    {
      schema: {
        tags: ['widget'],
        summary: "Read how the agent's widget looks (its owner only)",
        params: AgentPathSchema,
        response: answered,
      },
    },
    (request) =>
      readWidgetAppearance({
        ...context(),
        principal: request.principal,
        agentId: request.params.agent_id,
      }),
  );

  api.put(
    '/api/agents/:agent_id/widget-appearance',
    {
      schema: {
        tags: ['widget'],
        summary: "Save how the agent's widget looks (its owner only); shown on the next page view",
        params: AgentPathSchema,
        body: WidgetAppearanceInputSchema,
        response: answered,
      },
    },
    (request) =>
      saveWidgetAppearance({
        ...context(),
        principal: request.principal,
        agentId: request.params.agent_id,
        input: request.body,
      }),
  );

  api.post(
    '/api/agents/:agent_id/widget-avatar',
    {
      schema: {
        tags: ['widget'],
        summary: `Upload the widget's avatar: a PNG, JPEG or WebP image of at most ${WIDGET_AVATAR_MAX_BYTES / 1024} KB (field "image")`,
        consumes: ['multipart/form-data'],
        params: AgentPathSchema,
        response: { ...answered, ...errorResponses(413, 415) },
      },
    },
    async (request) => {
      const agent = await ownedAgent(app.db, request.principal, request.params.agent_id);
      await saveAvatar(app.db, agent.id, await uploadedImage(request));
      return readWidgetAppearance({
        ...context(),
        principal: request.principal,
        agentId: agent.id,
      });
    },
  );

  api.delete(
    '/api/agents/:agent_id/widget-avatar',
    {
      schema: {
        tags: ['widget'],
        summary: "Remove the widget's uploaded avatar",
        params: AgentPathSchema,
        response: answered,
      },
    },
    async (request) => {
      const agent = await ownedAgent(app.db, request.principal, request.params.agent_id);
      await deleteAvatar(app.db, agent.id);
      return readWidgetAppearance({
        ...context(),
        principal: request.principal,
        agentId: agent.id,
      });
    },
  );

  api.get(
    '/api/widget/avatar/:agent_id',
    {
      config: { widgetCallable: true, answers: 'document' },
      schema: {
        tags: ['widget'],
        summary:
          "The widget's avatar (public; its URL carries its version): the uploaded image, or with `icon` the agent's icon as SVG",
        params: AgentPathSchema,
        querystring: z.object({
          v: z.string().max(40).optional(),
          icon: z.string().max(40).optional(),
        }),
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const { agent_id: agentId } = request.params;
      const avatar =
        request.query.icon === undefined
          ? await readAvatar(app.db, agentId)
          : { contentType: 'image/svg+xml', data: await iconAvatarSvg(app.db, agentId) };
      // A versioned URL never changes content: cache it for a year.
      const raw = reply as FastifyReply;
      return raw
        .type(avatar.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(avatar.data);
    },
  );
}
