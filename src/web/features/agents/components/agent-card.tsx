import { Copy, MessageSquare, Mic, Pencil, Trash2 } from 'lucide-react';
import { CARD_DESCRIPTION_MAX } from '../../../../shared/constants';
import type { Agent } from '../../../../shared/schemas/agent';
import { Button, ButtonLink } from '../../../components/ui/button';
import { formatDate, truncate } from '../../../lib/format';
import { creatorLabel } from '../lib/creator-label';
import { AgentBadges } from './agent-badges';

interface AgentCardProps {
  agent: Agent;
  /** Clone is offered to signed-in people only. */
  onClone?: (agent: Agent) => void;
  onDelete: (agent: Agent) => void;
}

/** One agent in the catalogue grid (spec 01 §2). */
export function AgentCard({ agent, onClone, onDelete }: AgentCardProps) {
  const headingId = `agent-${agent.id}-name`;
  const editable = agent.is_owner && agent.read_only !== 1;
  // Spec 01 §5: an inactive agent does not answer, so its card offers no chat.
  const canChat = agent.status === 'active';
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden className="text-3xl leading-none">
          {agent.icon ?? '🤖'}
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {agent.name}
          </h2>
          <p className="text-xs text-slate-600">
            Created <time dateTime={agent.created_at}>{formatDate(agent.created_at)}</time>
          </p>
          <AgentBadges agent={agent} />
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Created by <span className="font-medium">{creatorLabel(agent)}</span>
      </p>
      <p className="mt-3 flex-1 text-sm break-words text-slate-700">
        {truncate(agent.description, CARD_DESCRIPTION_MAX)}
      </p>
      <p className="mt-3 text-xs text-slate-600">
        Updated <time dateTime={agent.updated_at}>{formatDate(agent.updated_at)}</time>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {editable ? (
          <ButtonLink
            to={`/agents/${agent.id}/edit`}
            variant="secondary"
            size="sm"
            aria-label={`Edit ${agent.name}`}
          >
            <Pencil aria-hidden className="size-4" /> Edit
          </ButtonLink>
        ) : null}
        {onClone ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onClone(agent)}
            aria-label={`Clone ${agent.name}`}
          >
            <Copy aria-hidden className="size-4" /> Clone
          </Button>
        ) : null}
        {editable ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onDelete(agent)}
            aria-label={`Delete ${agent.name}`}
          >
            <Trash2 aria-hidden className="size-4" /> Delete
          </Button>
        ) : null}
        {canChat ? (
          <ButtonLink
            to={`/agents/${agent.id}/run`}
            size="sm"
            aria-label={`Chat with ${agent.name}`}
          >
            <MessageSquare aria-hidden className="size-4" /> Chat
          </ButtonLink>
        ) : null}
        {canChat && agent.voice_enabled ? (
          <ButtonLink
            to={`/agents/${agent.id}/run?call=1`}
            variant="secondary"
            size="sm"
            aria-label={`Start voice call with ${agent.name}`}
          >
            <Mic aria-hidden className="size-4" /> Voice
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}
