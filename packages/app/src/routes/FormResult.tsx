import { type ReactNode, useEffect, useRef } from 'react';
import * as styles from './page.css';

export interface FormResultProps {
  /** The id of the result's heading (its accessible name). */
  id: string;
  title: string;
  /** The id of what a screen reader reads after the title when focus lands (a reference, the outcome). */
  describedBy?: string;
  children: ReactNode;
}

/** What a form turned into (sent, set, refused): a titled section that takes focus as it appears. */
export function FormResult({ id, title, describedBy, children }: FormResultProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section ref={ref} tabIndex={-1} className={styles.formResult} aria-labelledby={id} aria-describedby={describedBy}>
      <h2 id={id} className={styles.subtitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
