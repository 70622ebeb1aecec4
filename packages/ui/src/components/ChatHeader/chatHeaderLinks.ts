import { navigationMessages } from '../../messages/navigation';
import { type Audience, canSeeAstrology } from '../AccountMenu/audience';

const m = navigationMessages.header;

export interface ChatHeaderLink {
  id: 'info' | 'alchemy' | 'request' | 'astro';
  label: string;
  href: string;
}

/**
 * The chat header's links, in order (spec 2 "Chat screen"): Info (`/about`); Alchemy
 * (`/sacred-secretion`) when logged in, or Request (`/request`) when not; Astro (`/astrology`) for
 * admins, teachers (spec 6 "Astrology access") and the advanced and elite tiers.
 */
export function chatHeaderLinks(audience: Audience): ChatHeaderLink[] {
  const links: ChatHeaderLink[] = [{ id: 'info', label: m.info, href: '/about' }];
  links.push(
    audience.role
      ? { id: 'alchemy', label: m.alchemy, href: '/sacred-secretion' }
      : { id: 'request', label: m.request, href: '/request' },
  );
  if (canSeeAstrology(audience)) links.push({ id: 'astro', label: m.astro, href: '/astrology' });
  return links;
}
