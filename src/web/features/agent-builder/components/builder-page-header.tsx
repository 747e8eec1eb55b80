/** The builder's page title and what the page is for. */
export function BuilderPageHeader({ editing }: { editing: boolean }) {
  return (
    <div className="mb-6">
      <h1 id="builder-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {editing ? 'Edit Agent' : 'Create Agent'}
      </h1>
      <p className="mt-1 text-slate-700">
        {editing
          ? 'Change how your agent behaves, which tools it uses, and how it is embedded.'
          : 'Give your agent a name, instructions and knowledge, then pick its tools and voice.'}
      </p>
    </div>
  );
}
