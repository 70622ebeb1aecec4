import { brand } from '@app/ui';
// The chat's markdown renderer, from the module that makes it a chunk of its own: the page shares it.
import { SafeMarkdown } from '../../chat/MarkdownRenderer';
import updatesMarkdown from '../../content/updates.md?raw';
import { appMessages } from '../../messages';
import * as pageStyles from '../page.css';
import { formatPageDate } from '../pageDate';
import * as styles from './UpdatesPage.css';
import { entryId, parseUpdates } from './updateEntries';

/** The change history, parsed once when the page's chunk loads. */
const updates = parseUpdates(updatesMarkdown);

export const updatesLead = `What ${brand.productName} has gained, newest first.`;

/**
 * `/updates`: the product's change history, from packages/app/src/content/updates.md, each entry's
 * text through the chat's safe markdown renderer (raw HTML stays text; no image ever loads: the
 * page passes no origin, so the server's page and the browser's agree).
 */
export function UpdatesPage() {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {appMessages.titles.updates}
      </h1>
      <p className={pageStyles.lead}>{updatesLead}</p>
      <ol className={styles.entries}>
        {updates.map((entry) => {
          const id = entryId(entry);
          return (
            <li key={id}>
              <article className={styles.entry} aria-labelledby={id}>
                <h2 id={id} className={pageStyles.sectionHeading}>
                  {entry.title}
                </h2>
                <p className={styles.date}>
                  <time dateTime={entry.date}>{formatPageDate(entry.date)}</time>
                </p>
                <SafeMarkdown allowedImageOrigin={null}>{entry.body}</SafeMarkdown>
              </article>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
