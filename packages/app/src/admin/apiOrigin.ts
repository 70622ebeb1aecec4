import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The origin the curl examples name: the page's own (`window.location.origin`), read in the browser
 * after hydration (the server renders none). Stories fix it, so their screenshots do not follow the
 * story server's port.
 */
export const ApiOriginContext = createContext<string | null>(null);

const noSubscription = () => () => {};

export function useApiOrigin(): string {
  const fixed = useContext(ApiOriginContext);
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  return fixed ?? origin;
}
