import type { ReactNode } from 'react';

/** Loading, empty and error states share one look and are announced to screen readers. */
export function StatusMessage({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'error';
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-lg border border-red-200 bg-red-50 p-4 text-red-800'
          : 'rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700'
      }
    >
      {children}
    </div>
  );
}
