import { startTransition, useEffect, useState } from 'react';
import { wideScreenQuery } from './wideScreen';

const read = () => (typeof window === 'undefined' ? true : (window.matchMedia?.(wideScreenQuery).matches ?? true));

/**
 * Whether the screen is at least the mobile breakpoint wide. The server's page and the hydration
 * take it as wide (CSS hides what a narrow screen does not show); the browser's answer follows in a
 * transition. An urgent update there (as `useSyncExternalStore` makes) would reach the parts of the
 * page still hydrating and make React discard their server HTML and render them again.
 */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(true);
  useEffect(() => {
    const list = window.matchMedia?.(wideScreenQuery);
    const update = () => startTransition(() => setWide(read()));
    update();
    list?.addEventListener('change', update);
    return () => list?.removeEventListener('change', update);
  }, []);
  return wide;
}
