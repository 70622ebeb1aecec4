// The copy of `/cross-domain-integration`, the knowledge map (its own module: only the lazy page reads it).

import type { KnowledgeMapDomain } from '@app/contract/knowledgeMap';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const knowledgeMapMessages = {
  lead: 'Teachings of Psychology, Astrology and Esoteric Wisdom, linked where they share themes. Selene follows these links to bridge domains in her replies.',
  loading: 'Loading the knowledge map',
  failed: 'The knowledge map could not be loaded.',
  retry: 'Try again',
  empty: 'There are no teachings yet. Upload teachings to the knowledge base, then link them here.',
  viewLabel: 'View',
  mapTab: 'Map',
  listTab: 'List',
  mapTitle: 'Knowledge map',
  mapHelp:
    'Each column is a domain, each dot a teaching, each line a link. Use the arrow keys to move between teachings, and Enter to select one and list its links.',
  node: (title: string, domain: string, links: number) => `${title}, ${domain}, ${plural(links, 'link', 'links')}`,
  domainTeachings: (count: number) => plural(count, 'teaching', 'teachings'),
  selectPrompt: 'Select a teaching on the map to see its links.',
  selectedTitle: (title: string) => `Links of ${title}`,
  noLinksOfSelected: 'No links yet. Add one from the suggestions below.',
  linksTitle: 'Links',
  noLinks: 'No links yet. Add one of the suggested links below.',
  link: 'Linked teachings',
  themes: 'Shared themes',
  actions: 'Actions',
  noThemes: 'None recorded',
  inDomain: (title: string, domain: string) => `${title} (${domain})`,
  remove: 'Remove',
  removeLabel: (a: string, b: string) => `Remove link between ${a} and ${b}`,
  removed: (a: string, b: string) => `Link removed between ${a} and ${b}.`,
  removeFailed: 'The link could not be removed.',
  suggestionsTitle: 'Suggested links',
  suggestionsLead: 'Pairs of teachings of different domains that share tags and rare words, strongest first.',
  noSuggestions: 'No suggestions: no unlinked teachings of different domains share enough themes.',
  suggestion: (a: string, b: string) => `${a} and ${b}`,
  score: (score: number) => `Score ${score}`,
  add: 'Add link',
  addLabel: (a: string, b: string) => `Add link between ${a} and ${b}`,
  adding: 'Adding…',
  added: (a: string, b: string) => `Link added between ${a} and ${b}.`,
  addFailed: 'The link could not be added.',
  domains: {
    Psychology: 'Psychology',
    Astrology: 'Astrology',
    'Esoteric Wisdom': 'Esoteric Wisdom',
  } satisfies Record<KnowledgeMapDomain, string>,
};
