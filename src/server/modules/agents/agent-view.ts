import type { Agent } from '../../../shared/schemas/agent';
import type { AgentRow } from '../../db/schema';
import type { Principal } from '../auth';
import { ownsAgent } from './agent-access';

type AgentViewRow = Omit<
  AgentRow,
  'instruction' | 'knowledge' | 'seedKey' | 'owner' | 'widgetAppearance'
> & {
  /** The creator's name as agent-columns.ts reads it; null until they set one. */
  owner: string | null;
  instruction?: string | null;
  knowledge?: string | null;
};

/**
 * The API's view of an agent. Instruction and knowledge are the owner's private work and
 * leave the server only for the owner; seeded coaches have no owner, so nobody gets them.
 */
export function toApiAgent(row: AgentViewRow, principal: Principal): Agent {
  const isOwner = ownsAgent(principal, row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    owner: row.owner,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    read_only: row.readOnly,
    status: row.status,
    mode: row.mode,
    tools: row.tools,
    voice_enabled: row.voiceEnabled,
    languages: row.languages,
    primary_language: row.primaryLanguage,
    widget_display_name: row.widgetDisplayName,
    widget_position: row.widgetPosition,
    widget_allowed_domains: row.widgetAllowedDomains,
    is_owner: isOwner,
    ...(isOwner && row.instruction != null ? { instruction: row.instruction } : {}),
    ...(isOwner && row.knowledge != null ? { knowledge: row.knowledge } : {}),
  };
}
