import { usePublicConfig } from '../api/get-public-config';
import { widgetCspDirectives } from '../lib/embed-snippet';

/** How to put the widget on a site, and how to keep it safe (spec 02 §2 Widget tab). */
export function WidgetGuidance() {
  const config = usePublicConfig();
  const csp = config.data ? widgetCspDirectives(config.data.public_url) : null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="widget-steps-heading" className="rounded-xl bg-slate-50 p-4">
        <h4 id="widget-steps-heading" className="font-semibold text-slate-900">
          Integration instructions
        </h4>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>List your site&apos;s domains above, save the agent and switch it to Active.</li>
          <li>
            Press &quot;Create a widget key&quot;: a restricted key for those domains goes into the
            code. Or create a restricted key in the API Keys tab and put it in place of
            YOUR_WIDGET_KEY.
          </li>
          <li>Copy the code: it is one script tag, with no inline script.</li>
          <li>Paste it into your site&apos;s HTML, just before the closing body tag.</li>
          <li>Open your site: the launcher appears in the corner you chose.</li>
        </ol>
      </section>
      <section aria-labelledby="widget-security-heading" className="rounded-xl bg-amber-50 p-4">
        <h4 id="widget-security-heading" className="font-semibold text-slate-900">
          Security tips
        </h4>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
          <li>
            Use a restricted key in the page: it only opens widget sessions from its allowed domains
            and cannot call the chat API directly.
          </li>
          <li>List your domains so other sites cannot use the key; empty allows every site.</li>
          <li>Never put a live or test key in a web page: keep those on your server.</li>
          <li>
            If your site sends a Content Security Policy, allow this server for the script and its
            calls
            {csp ? (
              <>
                : <code className="break-all text-xs">{csp}</code>
              </>
            ) : (
              ' (script-src and connect-src).'
            )}
          </li>
          <li>Revoke a key at once if it leaks, and create a new one.</li>
        </ul>
      </section>
    </div>
  );
}
