import { type ReactNode, useId } from 'react';
import { Button } from 'react-aria-components';
import { suggestedPromptsMessages } from '../../messages/suggestedPrompts';
import * as styles from './SuggestedPrompts.css';

/** The three domains of guidance. */
export type PromptDomain = keyof typeof suggestedPromptsMessages.domains;

export interface SuggestedPrompt {
  /** Stable id, e.g. for analytics. */
  id: string;
  domain: PromptDomain;
  /** Short visible title; the button's accessible name. */
  title: string;
  /** The question that gets asked. */
  text: string;
}

export interface SuggestedPromptsProps {
  /** Called with the prompt's text (and the prompt) when one is chosen. */
  onSelect: (text: string, prompt: SuggestedPrompt) => void;
  /** The prompts to offer, in order (the app's own, e.g. the ones its admins set). */
  prompts: readonly SuggestedPrompt[];
  /** Visible heading; `null` hides it (the list keeps its name). @default "Suggested prompts" */
  heading?: ReactNode;
  /** Level of the heading element. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** @default false */
  isDisabled?: boolean;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * Starting questions as a list of cards, each with one button: Tab moves between them, Enter or
 * Space asks one, and a click anywhere on a card asks it.
 * Visitors may choose one too; the app keeps it for after log-in.
 */
export function SuggestedPrompts({
  onSelect,
  prompts,
  heading = suggestedPromptsMessages.heading,
  headingLevel = 2,
  isDisabled = false,
  className,
}: SuggestedPromptsProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      {heading === null ? (
        <span id={headingId} hidden>
          {suggestedPromptsMessages.heading}
        </span>
      ) : (
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
      )}
      <ul className={styles.list}>
        {prompts.map((prompt) => {
          const ids = { domain: `${id}-${prompt.id}-domain`, text: `${id}-${prompt.id}-text` };
          return (
            // The whole card is clickable through the button's stretched ::after; the button's name
            // stays the short title and the question and domain describe it.
            <li key={prompt.id} className={styles.card} data-domain={prompt.domain}>
              <span className={styles.domain} id={ids.domain}>
                <DomainIcon domain={prompt.domain} />
                {suggestedPromptsMessages.domains[prompt.domain]}
              </span>
              <Button
                className={styles.title}
                isDisabled={isDisabled}
                aria-describedby={`${ids.text} ${ids.domain}`}
                onPress={() => onSelect(prompt.text, prompt)}
              >
                {prompt.title}
              </Button>
              <span className={styles.text} id={ids.text}>
                {prompt.text}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function DomainIcon({ domain }: { domain: PromptDomain }) {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden focusable={false}>
      {domain === 'astrology' ? (
        // A four-pointed star.
        <path fill="currentColor" d="M8 1l1.6 4.6L14 8l-4.4 2.4L8 15l-1.6-4.6L2 8l4.4-2.4z" />
      ) : domain === 'psychology' ? (
        // Two overlapping circles: self and other.
        <g fill="none" stroke="currentColor" strokeWidth="1.5">
          <circle cx="6" cy="8" r="4" />
          <circle cx="10" cy="8" r="4" />
        </g>
      ) : (
        // A crescent and a star.
        <g fill="currentColor">
          <path d="M10.5 2.2A6 6 0 1 0 13.8 11a5 5 0 0 1-3.3-8.8z" />
          <circle cx="12" cy="5" r="1.3" />
        </g>
      )}
    </svg>
  );
}
