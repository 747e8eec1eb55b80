import * as RadixTabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import type { ComponentProps } from 'react';

/**
 * Tabs (WAI-ARIA pattern, from Radix): one tab stop, arrows, Home and End move between the
 * tabs and open them, each tab labels its panel.
 */
export const Tabs = RadixTabs.Root;

/**
 * The row of tabs. Too wide for the screen, it scrolls; with `wrap` it breaks onto more rows
 * instead, so every tab stays in sight (a phone's 360 px).
 */
export function TabsList({
  wrap = false,
  className,
  ...props
}: ComponentProps<typeof RadixTabs.List> & { wrap?: boolean }) {
  return (
    <RadixTabs.List
      className={clsx(
        'flex gap-1 border-b border-slate-200',
        wrap ? 'flex-wrap' : 'overflow-x-auto',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={clsx(
        '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap',
        'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
        'data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-700 data-[state=inactive]:hover:text-slate-900',
        // Drawn inside the tab: the scrolling list would clip an outline around it.
        'focus-visible:[outline-offset:-3px]',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab's panel. `keepMounted` hides an inactive panel instead of unmounting it, so what it
 * holds (a form's fields, a loaded list) stays in place while another tab is open.
 */
export function TabsContent({
  keepMounted = false,
  className,
  ...props
}: Omit<ComponentProps<typeof RadixTabs.Content>, 'forceMount'> & { keepMounted?: boolean }) {
  return (
    <RadixTabs.Content
      forceMount={keepMounted || undefined}
      className={clsx('data-[state=inactive]:hidden', className)}
      {...props}
    />
  );
}
