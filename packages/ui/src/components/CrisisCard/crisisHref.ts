/**
 * The link target of a contact, or null when it is not a call, a text or an https page: the card
 * never renders a link it was not meant to (a replaced list is data, not code).
 */
export function crisisHref(href: string): string | null {
  return /^(?:tel:\+?[0-9]+|sms:\+?[0-9]+|https:\/\/[^\s"'<>]+)$/.test(href) ? href : null;
}
