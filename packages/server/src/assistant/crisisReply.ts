// Selene's answer to crisis language: compassion, then the help that fits the category and the
// person's country, as markdown (for any reader) and as the card's structured resources.
import type { CrisisCategory, CrisisDirectory, CrisisResource, CrisisSupport } from '@app/contract';
import { crisisResourcesFor, defaultCrisisDirectory } from '@app/contract/crisisDirectory';
import { assistantMessages } from './messages';

const text = assistantMessages.crisis;

/** A resource as one markdown line: web links as links, numbers in bold. */
function resourceLine(resource: CrisisResource): string {
  const contacts = resource.contacts.map((contact) =>
    contact.kind === 'web' ? `[${contact.label}](${contact.href})` : `**${contact.label}**`,
  );
  return `- **${resource.name}:** ${resource.description} ${contacts.join(' · ')}`;
}

/** The crisis reply for `category` with the help of `region` (null: the international list). */
export function crisisReply(
  category: CrisisCategory,
  region: string | null,
  directory: CrisisDirectory = defaultCrisisDirectory,
): { content: string; support: CrisisSupport } {
  const help = crisisResourcesFor(category, region, directory);
  const message = [text.opening[category], text.notAlone, text.stayWithYou];
  const content = [
    `**${text.opening[category]}**`,
    '',
    // The help right after the first words, as on the card: it must not wait below the fold.
    `### ${text.resourcesHeading}`,
    '',
    ...help.resources.map(resourceLine),
    '',
    text.notAlone,
    '',
    text.stayWithYou,
    '',
    `_${text.careLine}_`,
  ].join('\n');
  return {
    content,
    support: { category, region: help.region, regionName: help.regionName, message, resources: help.resources },
  };
}

/** The rule an external model receives in its system prompt, with the help of every listed country. */
export function crisisRuleForModels(directory: CrisisDirectory = defaultCrisisDirectory): string {
  const describe = (name: string, resources: readonly CrisisResource[]) => {
    const numbers = resources
      .filter((resource) => resource.role === 'emergency' || resource.role === 'crisis-line')
      .map((resource) => `${resource.name} ${resource.contacts.map((contact) => contact.label).join(', ')}`);
    return `${name}: ${numbers.join('; ')}`;
  };
  const places = [
    ...directory.regions.map((region) => describe(region.name, region.resources)),
    describe('Anywhere else', directory.fallback.resources),
  ];
  const directories = directory.fallback.resources
    .filter((resource) => resource.role === 'directory')
    .flatMap((resource) => resource.contacts.map((contact) => contact.label));
  return text.ruleForModels(`${places.join(' | ')}${directories.length ? `; and ${directories.join(', ')}` : ''}`);
}
