import { useSyncExternalStore } from 'react';

// A confirmation for the page a flow ends on (the account deleted, then `/`): the app's toaster
// shows destructive toasts only (DECISIONS "Toasts"), so a positive outcome is said in the page.

export interface PageNotice {
  message: string;
  /** The page it is for: shown there, and gone once the user moves on. */
  path: string;
}

let current: PageNotice | null = null;
const listeners = new Set<() => void>();

function set(next: PageNotice | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** Says `message` on `path` (the page the flow goes to next). */
export const showPageNotice = (message: string, path: string): void => set({ message, path });

export const dismissPageNotice = (): void => set(null);

/** The notice to show, if any (never on the server: it comes from an action in this browser). */
export function usePageNotice(): PageNotice | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
