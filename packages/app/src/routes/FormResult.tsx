import { type ReactNode, useEffect, useRef } from 'react';
import * as styles from './page.css';

/**
 * What a form or a call turned into (sent, set, refused): a titled section that takes focus as it
 * appears, so a keyboard or screen reader user lands on the result.
 */
export function FormResult({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section ref={ref} tabIndex={-1} className={styles.formResult} aria-labelledby={id}>
      <h2 id={id} className={styles.subtitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
