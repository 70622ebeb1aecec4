/**
 * The URL policy for assistant replies (pure functions, no DOM). A reply is untrusted text: it may
 * try to run script through a link (`javascript:`, `vbscript:`, `data:`) or to send the chat to
 * another server through an image that loads by itself. URLs are parsed with the WHATWG URL parser,
 * the same one the browser uses when it follows the link, so obfuscations such as leading
 * whitespace, tabs inside the scheme, upper case or backslashes are judged exactly as the browser
 * would read them.
 */

/** Schemes a link may use; anything else is rendered as plain text. */
export const safeLinkProtocols: readonly string[] = ['http:', 'https:', 'mailto:'];

/** A link that passed the policy. */
export interface SafeLink {
  /** The normalised, absolute URL to put in `href`. */
  href: string;
  /** True for a web page on another origin: it opens in a new tab with `rel="noopener noreferrer"`. */
  isExternal: boolean;
}

function parse(value: string, base?: string): URL | null {
  try {
    return base === undefined ? new URL(value) : new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * The origin of `value` (`https://app.example` from `https://app.example/chat`), or null when it has
 * none (an unparsable value, `about:blank`, a `file:` page).
 */
export function toOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  const url = parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return url.origin;
}

/**
 * Checks a link target from a reply. Relative URLs resolve against `baseOrigin` (the product's own
 * origin). Returns null for anything but http(s) and mailto, so that the caller renders the link's
 * text without a link.
 */
export function checkLinkUrl(raw: string, baseOrigin: string | null | undefined): SafeLink | null {
  if (raw.trim() === '') return null;
  const base = toOrigin(baseOrigin) ?? undefined;
  const url = parse(raw, base);
  if (!url || !safeLinkProtocols.includes(url.protocol)) return null;
  if (url.protocol === 'mailto:') return { href: url.href, isExternal: false };
  // Credentials in a link are a phishing trick (https://bank.example@evil.example/).
  if (url.username || url.password) return null;
  return { href: url.href, isExternal: url.origin !== base };
}

/**
 * Checks an image source from a reply: only http(s) images on `allowedOrigin` may load, because
 * loading any other image tells its server that (and, through its URL, what) the user is reading.
 * Relative URLs resolve against `allowedOrigin`. Returns the absolute URL, or null when the image
 * must not load (its alt text is shown instead).
 */
export function checkImageUrl(raw: string, allowedOrigin: string | null | undefined): string | null {
  const origin = toOrigin(allowedOrigin);
  if (!origin || raw.trim() === '') return null;
  const url = parse(raw, origin);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (url.username || url.password || url.origin !== origin) return null;
  return url.href;
}
