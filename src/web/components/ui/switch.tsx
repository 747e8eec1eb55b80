import * as RadixSwitch from '@radix-ui/react-switch';
import clsx from 'clsx';
import type { ComponentProps } from 'react';

/**
 * An on/off switch (role="switch", from Radix) with its label beside it: clicking the label
 * toggles it too, and Space or Enter toggle it from the keyboard.
 */
export function Switch({
  id,
  label,
  className,
  ...props
}: Omit<ComponentProps<typeof RadixSwitch.Root>, 'id' | 'children'> & {
  id: string;
  label: string;
}) {
  return (
    <div className={clsx('flex items-center gap-3', className)}>
      <RadixSwitch.Root
        id={id}
        className={clsx(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'bg-slate-400 data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...props}
      >
        <RadixSwitch.Thumb className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
      </RadixSwitch.Root>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}
