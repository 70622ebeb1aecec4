import { ButtonLink, Notice } from '@app/ui';
import { appMessages } from '../messages';
import * as styles from './page.css';

const m = appMessages.about;

/** `/about`: what the product is, and the care notice (DECISIONS "Care"). */
export function AboutPage() {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {appMessages.titles.about}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      <Notice tone="info">
        <p>{m.care}</p>
      </Notice>
      <div className={styles.actions}>
        <ButtonLink variant="primary" href="/chat">
          {m.start}
        </ButtonLink>
        <ButtonLink variant="secondary" href="/pricing">
          {appMessages.titles.pricing}
        </ButtonLink>
      </div>
    </section>
  );
}
