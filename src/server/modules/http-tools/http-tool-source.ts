import { jsonSchema } from '@ai-sdk/provider-utils';
import type { JSONSchema7 } from '@ai-sdk/provider';
import { httpToolEntry, parseHttpToolEntry } from '../../../shared/tool-entries';
import type { Db } from '../../db/client';
import type { AgentTool, SecretBox, ToolSource } from '../tools';
import { callHttpTool, type HttpToolNetwork } from './call-http-tool';
import { callSpecOf } from './http-tools-service';
import { ownedHttpTools } from './http-tools-store';

/**
 * The HTTP tools an agent has switched on: only its owner's, so an entry naming someone
 * else's tool gives nothing. A tool whose auth header no longer opens is left out.
 */
export function createHttpToolSource(options: {
  db: Db;
  box: SecretBox;
  network: HttpToolNetwork;
}): ToolSource {
  return {
    async toolsFor(agent) {
      const ids = agent.tools.flatMap((entry) => parseHttpToolEntry(entry) ?? []);
      if (ids.length === 0 || !agent.ownerId) return [];
      const rows = await ownedHttpTools(options.db, agent.ownerId, ids);
      return rows.flatMap((row): AgentTool[] => {
        const spec = callSpecOf(row, options.box);
        if (!spec) return [];
        const host = new URL(row.urlTemplate.replace(/\{[^}]*\}/g, 'x')).host;
        return [
          {
            // Prefixed, so an owner's tool never shadows a built-in one of the same name.
            name: `http_${row.name}`,
            source: httpToolEntry(row.id),
            description: row.description,
            inputSchema: jsonSchema(row.inputSchema as JSONSchema7),
            execute: (input, context) =>
              callHttpTool(spec, input, { network: options.network, signal: context.signal }),
            activity: () => ({ label: `Calling ${row.name}`, target: host }),
          },
        ];
      });
    },
  };
}
