import { useSyncExternalStore } from 'react';

/**
 * The browser knows it has no network (`navigator.onLine` is false). It can be wrong the other way
 * (online but unreachable), never this way: a request made now cannot leave the device.
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the device is offline, kept current by the browser's online and offline events. */
export function useIsOffline(): boolean {
  // The server renders online: a page it sends has, by definition, reached the device.
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
