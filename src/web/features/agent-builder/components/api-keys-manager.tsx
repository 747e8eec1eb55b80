import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import type { ApiKey, CreatedApiKey } from '../../../../shared/schemas/api-keys';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { useApiKeys } from '../api/list-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { copyWithBanner, useKeyBanners } from '../hooks/use-key-banners';
import { filterCounts, shownKeys, type KeyFilter as Filter } from '../lib/api-key-list';
import { KEY_MESSAGES, keyFailureText, loadFailureText } from '../lib/api-key-text';
import { ApiKeyCreatedDialog } from './api-key-created-dialog';
import { ApiKeyRow } from './api-key-row';
import { ConfirmDialog } from './confirm-dialog';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { KeyBanners } from './key-banners';
import { KeyFilter } from './key-filter';
import { McpEndpointNote } from './mcp-endpoint-note';

/** The saved agent's keys: list, create, the one-time secret, revoke and per-key details. */
export function ApiKeysManager({ agentId }: { agentId: string }) {
  const keys = useApiKeys(agentId);
  const revoke = useRevokeApiKey(agentId);
  const banners = useKeyBanners();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [loadErrorDismissed, setLoadErrorDismissed] = useState(false);
  const [filter, setFilter] = useState<Filter>('active');
  const shown = shownKeys(keys.data ?? [], filter);

  const loadError = keys.isError && !loadErrorDismissed ? loadFailureText(keys.error) : null;
  const copy = (text: string) =>
    void copyWithBanner(text, banners, KEY_MESSAGES.copied, KEY_MESSAGES.copyFailed);

  function confirmRevoke(key: ApiKey) {
    setRevoking(null);
    revoke.mutate(key.id, {
      onSuccess: () => banners.showSuccess(KEY_MESSAGES.revoked),
      onError: (error) =>
        banners.showError(
          keyFailureText(error, KEY_MESSAGES.revokeFailed, KEY_MESSAGES.revokeError),
        ),
    });
  }

  return (
    <section aria-labelledby="api-keys-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="api-keys-heading" className="font-semibold text-slate-900">
            API Keys
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            Keys let your server and your website&apos;s widget talk to this agent.
          </p>
          <McpEndpointNote agentId={agentId} />
        </div>
        <Button size="sm" onClick={() => setCreating(true)}>
          <Plus aria-hidden className="size-4" /> Create API Key
        </Button>
      </div>
      <KeyBanners
        error={banners.error ?? loadError}
        success={banners.success}
        onDismissError={() =>
          banners.error ? banners.dismissError() : setLoadErrorDismissed(true)
        }
        onDismissSuccess={banners.dismissSuccess}
      />
      {keys.isPending && <StatusMessage>Loading API keys…</StatusMessage>}
      {keys.data?.length === 0 && (
        <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center">
          <KeyRound aria-hidden className="mx-auto size-8 text-slate-500" />
          <h4 className="mt-2 font-semibold text-slate-900">{KEY_MESSAGES.empty}</h4>
          <p className="mt-1 text-sm text-slate-700">
            Create a key for your server, or a restricted one for the widget.
          </p>
        </div>
      )}
      {keys.data && keys.data.length > 0 && (
        <KeyFilter value={filter} counts={filterCounts(keys.data)} onChange={setFilter} />
      )}
      {keys.data && keys.data.length > 0 && shown.length === 0 && (
        <p className="text-sm text-slate-700">No keys here: choose another filter above.</p>
      )}
      {shown.length > 0 && (
        <ul aria-label="API keys" className="space-y-3">
          {shown.map((key) => (
            <ApiKeyRow
              key={key.id}
              agentId={agentId}
              apiKey={key}
              onCopyId={() => copy(key.id)}
              onRevoke={() => setRevoking(key)}
            />
          ))}
        </ul>
      )}
      <CreateApiKeyDialog
        agentId={agentId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
          banners.showSuccess(KEY_MESSAGES.created);
        }}
      />
      <ApiKeyCreatedDialog agentId={agentId} created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API key"
        question={KEY_MESSAGES.revokeQuestion(revoking?.name ?? '')}
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        onConfirm={() => revoking && confirmRevoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
