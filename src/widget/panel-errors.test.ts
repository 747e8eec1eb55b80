import { describe, expect, it } from 'vitest';
import { errorOf, NOT_ANSWERED, NOT_AVAILABLE } from './panel-errors';

const answer = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ error: { code, message }, detail: message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe("what a visitor on a customer's site reads when the chat is refused", () => {
  it("never the owner's setup or quota sentences, whatever the refusal", async () => {
    const refusals = [
      answer(
        403,
        'origin_not_allowed',
        "This API key may not be used from https://x.example: add it to the key's allowed domains.",
      ),
      answer(
        429,
        'rate_limited',
        "This API key's limit of 3 requests per hour is used up. Please wait 40 minutes and try again.",
      ),
      answer(402, 'plan_limit', 'You have used the 50 chat messages of the Free plan today.'),
      answer(
        401,
        'unauthorized',
        'This chat is no longer available on this site: its API key was revoked or has expired.',
      ),
      answer(
        409,
        'agent_inactive',
        'Pricing Helper is inactive and cannot answer messages right now.',
      ),
    ];
    for (const response of refusals) {
      const error = await errorOf(response);
      expect(error.message).toBe(NOT_AVAILABLE);
      // The code stays for anything that needs the reason.
      expect(error.code).not.toBe('widget_error');
    }
  });

  it('says a failed reply is worth retrying, and a proxy page gets a sentence too', async () => {
    expect((await errorOf(answer(502, 'model_unavailable', 'OpenAI said 500'))).message).toBe(
      NOT_ANSWERED,
    );
    const page = new Response('<html>Bad gateway</html>', { status: 502 });
    expect((await errorOf(page)).message).toBe(NOT_ANSWERED);
  });
});
