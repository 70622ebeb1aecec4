import { crisisSectionId, type LegalSection } from './LegalDocument';
import * as styles from './legalPage.css';
import { P } from './legalParts';

/**
 * The crisis helplines Selene gives when a message speaks of crisis, word for word (the server's
 * crisis reply, packages/server/src/assistant/messages.ts `crisis.resources` and
 * `crisis.extraResources`): the pages and the chat point to the same help.
 */
export function CrisisResources() {
  return (
    <div className={styles.resources}>
      <ul className={styles.list}>
        <li>
          <strong>In immediate danger:</strong> call your local emergency number: <strong>112</strong> (Europe and many
          other countries), <strong>911</strong> (US and Canada), <strong>999</strong> (UK), <strong>000</strong>{' '}
          (Australia).
        </li>
        <li>
          <strong>United States:</strong> call or text <strong>988</strong> (Suicide &amp; Crisis Lifeline), any time.
        </li>
        <li>
          <strong>UK and Ireland:</strong> call Samaritans free on <strong>116 123</strong>, day or night.
        </li>
        <li>
          <strong>Anywhere else:</strong>{' '}
          <a className={styles.link} href="https://findahelpline.com">
            findahelpline.com
          </a>{' '}
          lists free, confidential helplines in your country.
        </li>
        <li>
          <strong>Domestic abuse:</strong> in the US, the National Domestic Violence Hotline on{' '}
          <strong>1-800-799-7233</strong> (or text START to 88788); in the UK, the National Domestic Abuse Helpline on{' '}
          <strong>0808 2000 247</strong>.
        </li>
        <li>
          <strong>Poisoning or overdose (US):</strong> Poison Control on <strong>1-800-222-1222</strong>, while you wait
          for help.
        </li>
      </ul>
    </div>
  );
}

/** The crisis part of both legal pages: the care notice at their top links to it. */
export const crisisSection: LegalSection = {
  id: crisisSectionId,
  heading: 'If you are in crisis',
  content: (
    <>
      <P>
        Please reach out to a person who can be with you now: someone you trust nearby, or one of these free,
        confidential services.
      </P>
      <CrisisResources />
    </>
  ),
};
