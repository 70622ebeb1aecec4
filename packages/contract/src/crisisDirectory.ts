// The built-in crisis help, by country, and how a reply picks from it. A module of its own: the
// chat's schemas (crisis.ts) are in every page, this list only where it is read (the server, the
// legal pages), so a bundle that never reads it leaves it out.
import {
  type CrisisCategory,
  type CrisisContact,
  type CrisisDirectory,
  type CrisisResource,
  crisisRoleOrder,
} from './crisis';

// Marked free of side effects: a bundle that never reads the list (the app's entry) leaves it out.
/* @__NO_SIDE_EFFECTS__ */
const call = (number: string, label = `Call ${number}`): CrisisContact => ({
  kind: 'call',
  label,
  href: `tel:${number.replace(/[^0-9+]/g, '')}`,
});
/* @__NO_SIDE_EFFECTS__ */
const text = (number: string, label = `Text ${number}`): CrisisContact => ({
  kind: 'text',
  label,
  href: `sms:${number.replace(/[^0-9+]/g, '')}`,
});
/* @__NO_SIDE_EFFECTS__ */
const web = (url: string): CrisisContact => ({
  kind: 'web',
  label: url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, ''),
  href: url,
});

const findAHelpline: CrisisResource = {
  id: 'find-a-helpline',
  role: 'directory',
  name: 'Find A Helpline',
  description: 'Free, confidential helplines in your country, for any kind of crisis.',
  contacts: [web('https://findahelpline.com')],
};

/* @__NO_SIDE_EFFECTS__ */
const emergency = (id: string, number: string, description: string): CrisisResource => ({
  id,
  role: 'emergency',
  name: 'Emergency services',
  description,
  contacts: [call(number)],
});

const samaritans: CrisisResource = {
  id: 'samaritans',
  role: 'crisis-line',
  name: 'Samaritans',
  description: 'Call free, day or night, about anything that is troubling you.',
  contacts: [call('116 123'), web('https://www.samaritans.org')],
};

/**
 * The built-in list: numbers from each service's own site. Only services whose public number is
 * certain are listed; anyone else gets the international list (their emergency number and
 * findahelpline.com).
 */
export const defaultCrisisDirectory: CrisisDirectory = {
  fallback: {
    regions: [],
    name: 'International',
    resources: [
      emergency(
        'emergency-112',
        '112',
        'In immediate danger, call your local emergency number. 112 works from mobile phones across Europe and in many other countries.',
      ),
      findAHelpline,
    ],
  },
  regions: [
    {
      regions: ['US'],
      name: 'United States',
      resources: [
        emergency('us-911', '911', 'In immediate danger or a medical emergency, call 911.'),
        {
          id: 'us-988',
          role: 'crisis-line',
          name: '988 Suicide & Crisis Lifeline',
          description: 'Call or text 988, free and confidential, any time.',
          contacts: [call('988'), text('988'), web('https://988lifeline.org')],
        },
        {
          id: 'us-crisis-text-line',
          role: 'text-line',
          name: 'Crisis Text Line',
          description: 'Text HOME to 741741 to reach a trained volunteer, any time.',
          contacts: [text('741741')],
        },
        {
          id: 'us-domestic-violence',
          role: 'abuse',
          name: 'National Domestic Violence Hotline',
          description: 'Call 1-800-799-7233 or text START to 88788, any time.',
          contacts: [call('1-800-799-7233'), text('88788'), web('https://www.thehotline.org')],
        },
        {
          id: 'us-rainn',
          role: 'abuse',
          name: 'RAINN National Sexual Assault Hotline',
          description: 'Call 800-656-4673, free and confidential, any time.',
          contacts: [call('800-656-4673'), web('https://rainn.org')],
        },
        {
          id: 'us-poison-control',
          role: 'poison',
          name: 'Poison Control',
          description: 'For a poisoning or an overdose, call 1-800-222-1222 while you wait for help.',
          contacts: [call('1-800-222-1222'), web('https://www.poison.org')],
        },
        findAHelpline,
      ],
    },
    {
      regions: ['CA'],
      name: 'Canada',
      resources: [
        emergency('ca-911', '911', 'In immediate danger or a medical emergency, call 911.'),
        {
          id: 'ca-988',
          role: 'crisis-line',
          name: '9-8-8 Suicide Crisis Helpline',
          description: 'Call or text 988, any time.',
          contacts: [call('988'), text('988'), web('https://988.ca')],
        },
        findAHelpline,
      ],
    },
    {
      regions: ['GB'],
      name: 'United Kingdom',
      resources: [
        emergency('gb-999', '999', 'In immediate danger or a medical emergency, call 999.'),
        samaritans,
        {
          id: 'gb-shout',
          role: 'text-line',
          name: 'Shout',
          description: 'Text SHOUT to 85258 to talk to a trained volunteer, any time.',
          contacts: [text('85258')],
        },
        {
          id: 'gb-domestic-abuse',
          role: 'abuse',
          name: 'National Domestic Abuse Helpline',
          description: 'Call free on 0808 2000 247, any time.',
          contacts: [call('0808 2000 247'), web('https://www.nationaldahelpline.org.uk')],
        },
        {
          id: 'gb-nhs-111',
          role: 'medical-advice',
          name: 'NHS 111',
          description: 'Urgent medical advice when it is not a 999 emergency.',
          contacts: [call('111'), web('https://111.nhs.uk')],
        },
        findAHelpline,
      ],
    },
    {
      regions: ['IE'],
      name: 'Ireland',
      resources: [
        emergency('ie-112', '112', 'In immediate danger or a medical emergency, call 112 or 999.'),
        samaritans,
        {
          id: 'ie-pieta',
          role: 'crisis-line',
          name: 'Pieta',
          description: 'Call free on 1800 247 247 for suicide and self-harm support, any time.',
          contacts: [call('1800 247 247'), web('https://www.pieta.ie')],
        },
        {
          id: 'ie-womens-aid',
          role: 'abuse',
          name: "Women's Aid",
          description: 'Call the 24-hour national freephone helpline on 1800 341 900.',
          contacts: [call('1800 341 900'), web('https://www.womensaid.ie')],
        },
        findAHelpline,
      ],
    },
    {
      regions: ['AU'],
      name: 'Australia',
      resources: [
        emergency('au-000', '000', 'In immediate danger or a medical emergency, call 000.'),
        {
          id: 'au-lifeline',
          role: 'crisis-line',
          name: 'Lifeline',
          description: 'Call 13 11 14, any time.',
          contacts: [call('13 11 14'), web('https://www.lifeline.org.au')],
        },
        {
          id: 'au-1800respect',
          role: 'abuse',
          name: '1800RESPECT',
          description: 'Call 1800 737 732 about domestic, family or sexual violence, any time.',
          contacts: [call('1800 737 732'), web('https://www.1800respect.org.au')],
        },
        {
          id: 'au-poisons',
          role: 'poison',
          name: 'Poisons Information Centre',
          description: 'For a poisoning or an overdose, call 13 11 26.',
          contacts: [call('13 11 26')],
        },
        findAHelpline,
      ],
    },
    {
      regions: ['NZ'],
      name: 'New Zealand',
      resources: [
        emergency('nz-111', '111', 'In immediate danger or a medical emergency, call 111.'),
        {
          id: 'nz-1737',
          role: 'crisis-line',
          name: 'Need to talk? 1737',
          description: 'Call or text 1737 free, any time, to talk with a trained counsellor.',
          contacts: [call('1737'), text('1737'), web('https://1737.org.nz')],
        },
        findAHelpline,
      ],
    },
  ],
};

/**
 * The country of the first language tag in `Accept-Language` (by preference) that carries one the
 * directory knows (`en-GB` -> `GB`); null when none does, for the international list.
 */
export function crisisRegionOf(
  acceptLanguage: string | null | undefined,
  directory: CrisisDirectory = defaultCrisisDirectory,
): string | null {
  if (!acceptLanguage) return null;
  const known = new Set(directory.regions.flatMap((region) => region.regions));
  const tags = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    // language[-script]-REGION: the region is the first two-letter subtag after the language.
    const region = tag
      .split('-')
      .slice(1)
      .find((part) => /^[a-z]{2}$/i.test(part))
      ?.toUpperCase();
    if (region && known.has(region)) return region;
  }
  return null;
}

/** The help for `category` in `region` (null: international), most urgent first, each resource once. */
export function crisisResourcesFor(
  category: CrisisCategory,
  region: string | null,
  directory: CrisisDirectory = defaultCrisisDirectory,
): { region: string | null; regionName: string; resources: CrisisResource[] } {
  const place = (region && directory.regions.find((entry) => entry.regions.includes(region))) || null;
  const own = place ?? directory.fallback;
  const resources: CrisisResource[] = [];
  for (const role of crisisRoleOrder[category]) {
    const matching = own.resources.filter((resource) => resource.role === role);
    // A place without a resource of a role borrows the international one (e.g. the directory).
    const chosen = matching.length > 0 ? matching : directory.fallback.resources.filter((r) => r.role === role);
    for (const resource of chosen) {
      if (!resources.some((known) => known.id === resource.id)) resources.push(resource);
    }
  }
  return { region: place ? region : null, regionName: own.name, resources };
}
