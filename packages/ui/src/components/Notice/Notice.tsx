import type { ReactNode } from 'react';
import * as styles from './Notice.css';

export type NoticeTone = 'info' | 'positive' | 'caution' | 'critical' | 'upsell';

export interface NoticeProps {
  /** `info` neutral news, `positive` a success, `caution` a risk, `critical` a failure, `upsell` an offer. @default 'info' */
  tone?: NoticeTone;
  /** A short summary, in the tone's colour. */
  title?: string;
  /** The detail: what happened and what to do next. */
  children?: ReactNode;
  /**
   * Whether screen readers announce the notice when it appears: `polite` (a status, read when the
   * reader is idle), `assertive` (an alert, read at once: failures that block the task), or `off`
   * for a notice that is part of the page from the start. @default 'off'
   */
  announce?: 'off' | 'polite' | 'assertive';
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * An inline message in the flow of the page: a form's failure, a saved confirmation, a limit
 * reached. For a passing confirmation that should not take room, use a toast instead.
 */
export function Notice({ tone = 'info', title, children, announce = 'off', className }: NoticeProps) {
  const role = announce === 'assertive' ? 'alert' : announce === 'polite' ? 'status' : undefined;
  return (
    <div role={role} className={[styles.tone[tone], className].filter(Boolean).join(' ')}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}
