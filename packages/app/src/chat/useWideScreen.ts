import { useSyncExternalStore } from 'react';
import { wideScreenQuery } from './wideScreen';

function subscribe(onChange: () => void) {
  const list = typeof window === 'undefined' ? null : window.matchMedia?.(wideScreenQuery);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const read = () => (typeof window === 'undefined' ? true : (window.matchMedia?.(wideScreenQuery).matches ?? true));

/** Whether the screen is at least the mobile breakpoint wide. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, read, () => true);
}
