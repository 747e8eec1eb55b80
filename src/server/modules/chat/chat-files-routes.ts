import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_LIMITS } from '../../../shared/constants';
import { ChatRequestSchema, ChatResponseSchema } from '../../../shared/schemas/chat';
import { badRequest, DomainError } from '../../domain-error';
import { errorResponses } from '../../plugins/errors';
import { assertNoNul } from '../../plugins/text-guard';
import { refusalError, attachmentRefusals, type Upload } from './attachments';
import { collectReply, replyWithEventStream } from './chat-event-stream';
import type { ChatTurnLimit } from './chat-rate-limit';
import { STREAM_DESCRIPTION, turnInputOf } from './chat-routes';
import { httpTurn } from './http-turn';
import type { TurnInput } from './turn-events';

/** With files attached, the text may be empty. */
const FieldsSchema = ChatRequestSchema.extend({
  message: z
    .string()
    .max(
      CHAT_LIMITS.messageChars,
      `Messages can be at most ${CHAT_LIMITS.messageChars} characters.`,
    )
    .default(''),
});

/**
 * The form's fields and files, the files as raw bytes (bounded by multipart's limits): they
 * are read only once the turn has checked the caller and the agent (run-chat-turn.ts).
 */
async function readParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: Upload[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (files.length >= CHAT_LIMITS.files) {
      part.file.resume();
      throw badRequest('Maximum 5 files can be attached at once.');
    }
    const data = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw refusalError(attachmentRefusals.tooLarge(part.filename));
      }
      throw error;
    });
    files.push({ name: part.filename, declaredType: part.mimetype, data });
  }
  return { fields, files };
}

/** The multipart form, checked field by field and file by file, as one turn's input. */
async function readTurnForm(request: FastifyRequest): Promise<TurnInput> {
  if (!request.isMultipart()) {
    throw new DomainError(
      'unsupported',
      'unsupported_media_type',
      'Send the message and files as multipart/form-data.',
    );
  }
  const { fields, files } = await readParts(request).catch((error: unknown) => {
    if (error instanceof DomainError) throw error;
    // busboy's own complaints ("Boundary not found", "Unexpected end of form") are the
    // sender's malformed form, not our failure.
    throw badRequest(`The multipart form could not be read: ${(error as Error).message}.`);
  });
  assertNoNul(fields, 'body');
  assertNoNul(
    files.map((file) => file.name),
    'body.files',
  );
  const parsed = FieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'is invalid'}`, {
      issues: parsed.error.issues.map((i) => ({
        path: `body.${i.path.join('.')}`,
        message: i.message,
      })),
    });
  }
  if (!parsed.data.message.trim() && files.length === 0)
    throw badRequest('Type a message or attach a file first.');
  return { ...turnInputOf(parsed.data), uploads: files };
}

const errors = errorResponses(400, 401, 402, 404, 409, 413, 415, 422, 429, 502, 503, 504);

export async function chatFilesRoutes(app: FastifyInstance, { limit }: { limit: ChatTurnLimit }) {
  await app.register(multipart, {
    limits: {
      fileSize: CHAT_LIMITS.fileBytes,
      files: CHAT_LIMITS.files + 1, // one more than allowed, so the sixth gets our message
      fields: 10,
      fieldSize: 16 * 1024,
    },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/chat-with-files',
    {
      config: { usageKind: 'chat_files' },
      onRequest: limit,
      schema: {
        tags: ['chat'],
        summary:
          'Send a message with up to 5 TXT or PDF files (multipart: message, session_id, agent_id, client_message_id?, files)',
        consumes: ['multipart/form-data'],
        response: { 200: ChatResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const input = await readTurnForm(request);
      return collectReply(httpTurn(request, reply, input, { streaming: false }));
    },
  );

  api.post(
    '/api/chat-with-files/stream',
    {
      config: { usageKind: 'chat_files', widgetCallable: true },
      onRequest: limit,
      schema: {
        tags: ['chat'],
        summary: 'Send a message with files and receive the reply as Server-Sent Events',
        description: STREAM_DESCRIPTION,
        consumes: ['multipart/form-data'],
        produces: ['text/event-stream'],
        response: errors,
      },
    },
    async (request, reply) => {
      const input = await readTurnForm(request);
      return replyWithEventStream(
        request,
        reply,
        httpTurn(request, reply, input, { streaming: true }),
      );
    },
  );
}
