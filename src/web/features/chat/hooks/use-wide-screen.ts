import { useSyncExternalStore } from 'react';

/** Tailwind's `sm` breakpoint: from here the page has room for the long forms of things. */
const WIDE = '(min-width: 640px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on screens of 640 px and wider; follows rotation and resizing. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
