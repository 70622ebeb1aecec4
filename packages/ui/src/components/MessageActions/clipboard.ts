/**
 * Puts `text` on the clipboard: the async Clipboard API where the browser allows it, else the
 * older `execCommand('copy')` on a hidden text area (insecure origins, older browsers, denied
 * permission). Resolves whether it worked; never throws.
 */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the fallback below.
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  // Read-only and off screen: no keyboard on phones, nothing seen, nothing read out.
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  Object.assign(area.style, { position: 'fixed', insetBlockStart: '0', insetInlineStart: '-9999px', opacity: '0' });
  document.body.append(area);
  area.focus({ preventScroll: true });
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  // The selection moved focus to the text area: give it back to the Copy button.
  previous?.focus({ preventScroll: true });
  return copied;
}
