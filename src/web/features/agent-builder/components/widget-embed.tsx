import { StatusMessage } from '../../../components/ui/status-message';
import { usePublicConfig } from '../api/get-public-config';
import type { WidgetPosition } from '../lib/agent-form-values';
import { buildEmbedSnippet } from '../lib/embed-snippet';
import { EmbedCode } from './embed-code';
import { WidgetKeyOffer } from './widget-key-offer';
import { useState } from 'react';

/** The embed code for this server and agent, once the agent exists, with a widget key. */
export function WidgetEmbed({
  agentId,
  agentName,
  position,
  savedDomains,
}: {
  agentId: string | null;
  agentName: string;
  position: WidgetPosition;
  /** The allowed domains as saved with the agent: a new widget key gets these. */
  savedDomains: string[];
}) {
  const config = usePublicConfig();
  // The secret is known only in the create answer: kept here while the page is open.
  const [widgetKey, setWidgetKey] = useState<string | null>(null);
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
    widgetKey: widgetKey ?? undefined,
  });
  return (
    <div className="space-y-2">
      <EmbedCode snippet={snippet} />
      <WidgetKeyOffer
        agentId={agentId}
        savedDomains={savedDomains}
        created={widgetKey !== null}
        onCreated={setWidgetKey}
      />
    </div>
  );
}
