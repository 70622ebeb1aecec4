import { assistantName } from '@app/contract';
import type { PersonaContent, PersonaPhrasing } from '@app/contract/personas';
import { offlineText, personaForModels } from './messages';

/** What a provider needs of the persona that answers: its name and version, the model's prompt, the offline phrasing. */
export interface PersonaVoice {
  name: string;
  version: number;
  /** The persona part of an external model's system prompt (the safety rule, format and data are added around it). */
  systemPrompt: string;
  phrasing: PersonaPhrasing;
}

/** The placeholder of the person's name in the greeting and the thanks. */
const namePlaceholder = '{name}';

/** A phrase with the person's name put in. */
export const withName = (template: string, name: string): string => template.split(namePlaceholder).join(name);

/**
 * Selene's phrasing before personas were stored: the offline provider's fixed words (messages.ts).
 * Selene's version 1 is exactly this, and a context without a persona is answered with it.
 */
export const seleneOriginalPhrasing: PersonaPhrasing = {
  greeting: offlineText.greeting(namePlaceholder),
  greetingInvite: offlineText.greetingInvite,
  thanks: offlineText.thanks(namePlaceholder),
  skyHeading: offlineText.skyHeading,
  chartHeading: offlineText.chartHeading,
  teachingHeading: offlineText.teachingHeading,
  practiceHeading: offlineText.practiceHeading,
  reflectHeading: offlineText.reflectHeading,
  sources: offlineText.sources,
  noBirthData: offlineText.noBirthData,
  plannerHeading: offlineText.plannerHeading,
};

/** Selene's voice before personas were stored (her version 1). */
export const seleneOriginalVoice: PersonaVoice = {
  name: assistantName,
  version: 1,
  systemPrompt: personaForModels.persona,
  phrasing: seleneOriginalPhrasing,
};

/**
 * What an external model is told of a stored persona: its own prompt, then its voice, its domains,
 * its guidance rules and its example exchanges, so that each edited part changes its replies.
 */
export function modelPromptOf(content: PersonaContent): string {
  const parts = [
    content.systemPrompt,
    personaForModels.voiceLine(content.voice),
    personaForModels.domainsLine(content.domains),
  ];
  if (content.guidanceRules.length > 0) {
    parts.push(`${personaForModels.rulesHeading}\n${content.guidanceRules.map((rule) => `- ${rule}`).join('\n')}`);
  }
  if (content.examples.length > 0) {
    const examples = content.examples.map((example) => `Q: ${example.question}\nA: ${example.answer}`);
    parts.push(`${personaForModels.examplesHeading}\n${examples.join('\n\n')}`);
  }
  return parts.join('\n\n');
}
