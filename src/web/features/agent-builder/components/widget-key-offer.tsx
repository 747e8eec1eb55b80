import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useCreateApiKey } from '../api/create-api-key';
import { KEY_MESSAGES, keyFailureText } from '../lib/api-key-text';
import { WIDGET_KEY_PLACEHOLDER } from '../lib/embed-snippet';

/** The widget's own key: restricted to the saved domains, made with one click. */
export const WIDGET_KEY_NAME = 'Widget key';

/** Offers a widget key for the code above, or says the one it holds is shown only now. */
export function WidgetKeyOffer({
  agentId,
  savedDomains,
  created,
  onCreated,
}: {
  agentId: string;
  savedDomains: string[];
  created: boolean;
  onCreated: (secret: string) => void;
}) {
  const create = useCreateApiKey(agentId);
  const domains = savedDomains.length > 0 ? savedDomains.join(', ') : null;
  // The region stays in the page so the key's arrival is announced.
  const notice = (
    <div role="status">
      {created && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          The code now holds a new restricted widget key
          {domains ? ` for ${domains}` : ' for all domains (not recommended)'}. It is shown only
          now: copy the code before you leave this page. You can revoke the key in the API Keys tab.
        </p>
      )}
    </div>
  );
  if (created) return notice;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      {notice}
      <p>
        The code holds {WIDGET_KEY_PLACEHOLDER} where the widget&apos;s key goes. Create a widget
        key here, or create a restricted key in the API Keys tab and put it in its place.
      </p>
      <p className="mt-1">
        {domains
          ? `The widget key will work only on the saved allowed domains: ${domains}.`
          : 'No allowed domains are saved yet: the key would work on any site. Save the agent with its domains first.'}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        disabled={create.isPending}
        onClick={() =>
          create.mutate(
            { name: WIDGET_KEY_NAME, key_type: 'restricted', allowed_domains: savedDomains },
            { onSuccess: (key) => onCreated(key.secret_key) },
          )
        }
      >
        <KeyRound aria-hidden className="size-4" />
        {create.isPending ? 'Creating…' : 'Create a widget key'}
      </Button>
      <p role="alert" className="mt-1 text-red-700">
        {create.isError &&
          keyFailureText(create.error, KEY_MESSAGES.createFailed, KEY_MESSAGES.createError)}
      </p>
    </div>
  );
}
