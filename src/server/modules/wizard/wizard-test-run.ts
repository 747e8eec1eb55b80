import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DENTAL_ANSWERS } from './wizard-sample-answers';

/** A run of the business-setup wizard with `answers` given, as `headers`' caller. */
export async function answeredRun(
  app: FastifyInstance,
  headers: Record<string, string>,
  answers: Record<string, string> = DENTAL_ANSWERS,
): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/wizards/business-setup/sessions',
    headers,
  });
  const { id } = started.json() as { id: string };
  for (const [step, answer] of Object.entries(answers)) {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/wizard-sessions/${id}/answers/${step}`,
      headers,
      payload: { answer },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return id;
}
