import { Notice } from '@app/ui';
import type { ReactNode } from 'react';
import { appMessages } from '../../messages';
import * as pageStyles from '../page.css';
import { formatPageDate } from '../pageDate';
import * as styles from './legalPage.css';

/** One part of a legal page: a heading the table of contents links to, and its text. */
export interface LegalSection {
  /** The heading's id: the table of contents' link target (`#id`), unique on the page. */
  id: string;
  heading: string;
  content: ReactNode;
}

/** A legal page's static text (a module per page: termsContent.tsx, privacyContent.tsx). */
export interface LegalContent {
  /** When the text last changed, `YYYY-MM-DD`. */
  lastUpdated: string;
  /** The paragraph under the title: what the page is, in a sentence or two. */
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** The words around every legal page's text (its content lives in its own module). */
export const legalLabels = {
  lastUpdated: 'Last updated',
  contents: 'On this page',
  findHelp: 'Where to find help now',
} as const;

/** The care notice's link to the crisis resources: the id of that section on both pages. */
export const crisisSectionId = 'crisis';

/**
 * A legal page: title, last-updated date, the care notice with a link to the crisis resources, a
 * table of contents of in-page links, and the sections, each an `h2` under the page's `h1`.
 */
export function LegalDocument({ title, content }: { title: string; content: LegalContent }) {
  return (
    <article className={styles.page} aria-labelledby="page-title">
      <header className={styles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          {title}
        </h1>
        <p className={styles.updated}>
          {legalLabels.lastUpdated}: <time dateTime={content.lastUpdated}>{formatPageDate(content.lastUpdated)}</time>
        </p>
        <p className={pageStyles.lead}>{content.intro}</p>
        <Notice tone="info" className={styles.careNotice}>
          <p>{appMessages.about.care}</p>
          <p>
            <a className={styles.link} href={`#${crisisSectionId}`}>
              {legalLabels.findHelp}
            </a>
          </p>
        </Notice>
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="legal-contents">
          <h2 id="legal-contents" className={styles.tocTitle}>
            {legalLabels.contents}
          </h2>
          <ol className={styles.tocList}>
            {content.sections.map((section) => (
              <li key={section.id}>
                <a className={styles.tocLink} href={`#${section.id}`}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {content.sections.map((section) => (
            <section key={section.id} className={styles.section} aria-labelledby={section.id}>
              <h2 id={section.id} className={styles.sectionTitle}>
                {section.heading}
              </h2>
              {section.content}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
