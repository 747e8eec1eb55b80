import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { ChatMessageTextSchema, SessionIdSchema } from '../../../shared/schemas/chat';
import { APP_VERSION } from '../../version';
import type { AskInput, AskOutcome } from './ask-agent';
import { askToolName } from './ask-tool-name';

/** What an MCP client is told about the agent: its public face only, never its instruction. */
export interface PublicAgent {
  name: string;
  description: string;
}

const askInputShape = {
  question: ChatMessageTextSchema.describe('The question or message for the coach.'),
  conversation_id: SessionIdSchema.optional().describe(
    'The conversation_id of an earlier answer, to follow up in that conversation.',
  ),
};

const askOutputShape = {
  answer: z.string().describe("The coach's reply."),
  conversation_id: z.string().describe('Pass it with the next question to continue.'),
};

function toolDescription(agent: PublicAgent) {
  const about = agent.description.trim();
  return (
    `Ask ${agent.name}, a coach on CoachForge, and get its reply.` +
    (about ? ` About this coach: ${about}` : '') +
    ' Pass the conversation_id of an earlier answer to follow up.'
  );
}

/**
 * The MCP server of one agent for one HTTP request (the endpoint is stateless): one tool,
 * `ask_<agent>`, answered by `ask`. A refusal is a tool error carrying the sentence a person
 * would read in the chat, so the client's model can relay it.
 */
export function agentMcpServer(
  agent: PublicAgent,
  ask: (input: AskInput) => Promise<AskOutcome>,
): McpServer {
  const server = new McpServer({ name: `CoachForge: ${agent.name}`, version: APP_VERSION });
  server.registerTool(
    askToolName(agent.name),
    {
      title: `Ask ${agent.name}`,
      description: toolDescription(agent),
      inputSchema: askInputShape,
      outputSchema: askOutputShape,
    },
    async (input) => {
      const outcome = await ask(input);
      if (!outcome.answered) {
        return { isError: true, content: [{ type: 'text', text: outcome.reason }] };
      }
      const { answer, conversationId } = outcome;
      return {
        content: [
          { type: 'text', text: answer },
          { type: 'text', text: `conversation_id: ${conversationId}` },
        ],
        structuredContent: { answer, conversation_id: conversationId },
      };
    },
  );
  return server;
}
