import { useSyncExternalStore } from 'react';

/** Spec 9's mobile breakpoint: from 768 px the history is a side panel, below it a drawer. */
export const wideScreenQuery = '(min-width: 768px)';

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
