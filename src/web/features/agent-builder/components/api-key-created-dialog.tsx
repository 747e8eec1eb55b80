import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CreatedApiKey } from '../../../../shared/schemas/api-keys';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { readOnlyFieldClasses } from '../../../components/ui/form-field';
import { usePublicConfig } from '../api/get-public-config';
import type { AgentFormValues } from '../lib/agent-form-values';
import { KEY_MESSAGES } from '../lib/api-key-text';
import { buildEmbedSnippet } from '../lib/embed-snippet';
import { EmbedCode } from './embed-code';

/** A restricted key's ready embed code, with the widget's name and corner from the form. */
function WidgetSnippet({ agentId, secret }: { agentId: string; secret: string }) {
  const config = usePublicConfig();
  const { control } = useFormContext<AgentFormValues>();
  const [name, displayName, position] = useWatch({
    control,
    name: ['name', 'widget_display_name', 'widget_position'],
  });
  if (!config.data) return null;
  const snippet = buildEmbedSnippet({
    publicUrl: config.data.public_url,
    agentId,
    agentName: displayName.trim() || name.trim(),
    position,
    widgetKey: secret,
  });
  return (
    <div className="mt-4">
      <EmbedCode snippet={snippet} />
      <p className="mt-1 text-sm text-slate-600">
        The widget&apos;s code with this key in it: paste it into your site.
      </p>
    </div>
  );
}

/** The one-time 'API Key Created' dialog: the secret, now or never (spec 02 §2). */
export function ApiKeyCreatedDialog({
  agentId,
  created,
  onClose,
}: {
  agentId: string;
  created: CreatedApiKey | null;
  onClose: () => void;
}) {
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  async function copySecret(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }
  function close() {
    setCopy(null);
    onClose();
  }
  return (
    <Dialog
      open={created !== null}
      onOpenChange={(next) => !next && close()}
      title="API Key Created"
      description={KEY_MESSAGES.secretOnce}
    >
      {created && (
        <>
          <label htmlFor="created-secret-key" className="block text-sm font-medium text-slate-800">
            Secret key for {created.name}
          </label>
          <input
            id="created-secret-key"
            readOnly
            value={created.secret_key}
            onFocus={(event) => event.currentTarget.select()}
            className={`${readOnlyFieldClasses} font-mono text-sm`}
          />
          <p role="status" className="mt-1 text-sm">
            {copy === 'copied' && <span className="text-green-800">{KEY_MESSAGES.copied}</span>}
            {copy === 'failed' && <span className="text-red-700">{KEY_MESSAGES.copyFailed}</span>}
          </p>
          {created.key_type === 'restricted' && (
            <WidgetSnippet agentId={agentId} secret={created.secret_key} />
          )}
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => void copySecret(created.secret_key)}>
              <Copy aria-hidden className="size-4" /> Copy Key
            </Button>
            <Button onClick={close}>Close</Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
