import { brand, MoonLogo, ThemeToggle } from '@app/ui';
import type { ReactNode } from 'react';
import * as styles from './RootLayout.css';

export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>
          <MoonLogo size="sm" decorative />
          <span>{brand.productName}</span>
        </span>
        <ThemeToggle />
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
