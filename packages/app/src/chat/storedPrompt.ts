import { storageKeys } from '../app/storageKeys';
/** Spec 9: the restored prompt gets the focus 500 ms after it is put into the input. */
export const storedPromptFocusDelayMs = 500;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A visitor chose a suggested prompt: keep it for after log-in (DECISIONS). */
export function saveStoredPrompt(text: string): void {
  storage()?.setItem(storageKeys.storedPrompt, text);
}

/** Removes the stored prompt if it is `text` (a message held offline that has now gone out). */
export function forgetStoredPrompt(text: string): void {
  const store = storage();
  if (store?.getItem(storageKeys.storedPrompt) === text) store.removeItem(storageKeys.storedPrompt);
}

/** The stored prompt, removed as it is read (spec 3: "put into the chat input on load and then removed"). */
export function takeStoredPrompt(): string | null {
  const store = storage();
  const text = store?.getItem(storageKeys.storedPrompt) ?? null;
  if (text !== null) store?.removeItem(storageKeys.storedPrompt);
  return text && text.trim() !== '' ? text : null;
}
