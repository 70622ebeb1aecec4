/**
 * The cookies of a `Cookie` header or of `document.cookie`, by name, values decoded. A value that
 * does not decode (a cookie we did not write) is left out.
 */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    try {
      cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // Not ours: ignored.
    }
  }
  return cookies;
}
