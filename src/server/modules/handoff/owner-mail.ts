import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { HandoffContext } from './handoff-context';

/**
 * Mails the agent's owner that someone asked for a person, with the way to the inbox. Sent
 * after the answer: a slow or failing mail server never holds up the person who asked. Without
 * SMTP the mailer logs it instead.
 */
export function mailOwner(
  context: HandoffContext,
  request: { ownerId: string; conversationId: string; agentId: string },
): void {
  void (async () => {
    const [row] = rowsOf<{ email: string; agent_name: string }>(
      await context.db.execute(sql`
        select u.email, a.name as agent_name from "user" u, agents a
        where u.id = ${request.ownerId} and a.id = ${request.agentId}`),
    );
    if (!row) return;
    const inbox = new URL('/inbox', context.publicUrl);
    inbox.searchParams.set('conversation', request.conversationId);
    await context.mailer.send({
      to: row.email,
      subject: `Someone asked for a person in a chat with ${row.agent_name}`,
      text:
        `A person talking to ${row.agent_name} asked to talk to someone from the team.\n\n` +
        `Open the conversation in your inbox to take it over and reply:\n${inbox.href}\n\n` +
        'Until someone takes it, the coach keeps answering them.',
    });
  })().catch((error: unknown) => {
    context.log.warn({ err: error }, 'handoff: the owner could not be mailed');
  });
}
