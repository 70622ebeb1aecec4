import { Link } from 'react-aria-components';
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
      <div className={styles.notice.info}>
        <p>{m.care}</p>
      </div>
      <div className={styles.actions}>
        <Link className={styles.button.primary} href="/chat">
          {m.start}
        </Link>
        <Link className={styles.button.secondary} href="/pricing">
          {appMessages.titles.pricing}
        </Link>
      </div>
    </section>
  );
}
