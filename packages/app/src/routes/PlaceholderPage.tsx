import { brand } from '@app/ui';
import { Link } from 'react-aria-components';
import { appMessages } from '../messages';
import * as styles from './page.css';
import { usePageTitle } from './usePageTitle';

const m = appMessages.notAvailable;

/**
 * A route the spec names but whose content a later issue fills: its title, the chrome's navigation
 * and an honest "not available yet" notice. One component for every such route (the route table
 * gives the title).
 */
export function PlaceholderPage() {
  const title = usePageTitle() ?? brand.productName;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.card}>
        <span className={styles.badge}>{m.badge}</span>
        <p className={styles.text}>{m.description(title)}</p>
        <div className={styles.actions}>
          <Link className={styles.button.primary} href="/chat">
            {m.backToChat}
          </Link>
        </div>
      </div>
    </section>
  );
}
