import { StatusMessage } from '../../../components/ui/status-message';
import { usePublicConfig } from '../api/get-public-config';
import type { WidgetPosition } from '../lib/agent-form-values';
import { buildEmbedSnippet } from '../lib/embed-snippet';
import { EmbedCode } from './embed-code';

/** The embed code for this server and agent, once the agent exists. */
export function WidgetEmbed({
  agentId,
  agentName,
  position,
}: {
  agentId: string | null;
  agentName: string;
  position: WidgetPosition;
}) {
  const config = usePublicConfig();
  if (!agentId) {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        The embed code appears here once the agent is saved: it needs the agent&apos;s id.
      </p>
    );
  }
  if (config.isPending) return <StatusMessage>Loading the embed code…</StatusMessage>;
  if (config.isError) {
    return (
      <StatusMessage tone="error">Failed to load the embed code. Please try again.</StatusMessage>
    );
  }
  const snippet = buildEmbedSnippet({
    publicUrl: config.data.public_url,
    agentId,
    agentName,
    position,
  });
  return <EmbedCode snippet={snippet} />;
}
