/** How to put the widget on a site, and how to keep it safe (spec 02 §2 Widget tab). */
export function WidgetGuidance() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="widget-steps-heading" className="rounded-xl bg-slate-50 p-4">
        <h4 id="widget-steps-heading" className="font-semibold text-slate-900">
          Integration instructions
        </h4>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>Save the agent and switch it to Active.</li>
          <li>Create an API key for it in the API Keys tab.</li>
          <li>Copy the embed code and replace YOUR_API_KEY with that key.</li>
          <li>Paste the code into your site&apos;s HTML, just before the closing body tag.</li>
          <li>Open your site: the launcher appears in the corner you chose.</li>
        </ol>
      </section>
      <section aria-labelledby="widget-security-heading" className="rounded-xl bg-amber-50 p-4">
        <h4 id="widget-security-heading" className="font-semibold text-slate-900">
          Security tips
        </h4>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
          <li>List your domains above so other sites cannot use your key.</li>
          <li>Give the widget its own key, never one you use on a server.</li>
          <li>Revoke a key at once if it leaks, and create a new one.</li>
          <li>Keep rate limits low enough to cap what abuse could cost you.</li>
        </ul>
      </section>
    </div>
  );
}
