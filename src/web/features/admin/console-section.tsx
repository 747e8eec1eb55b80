import type { ReactNode } from 'react';

/** One console page's heading and what it is for, above its content. */
export function ConsoleSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="console-page-heading" className="space-y-6">
      <div>
        <h2 id="console-page-heading" className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{intro}</p>
      </div>
      {children}
    </section>
  );
}
