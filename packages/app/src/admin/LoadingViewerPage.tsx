import {
  Loader,
  type LoaderSize,
  loaderSizeNames,
  loaderVariants,
  Notice,
  Switch,
  type ThemeName,
  themeNames,
} from '@app/ui';
import { useState, useSyncExternalStore } from 'react';
import { appMessages } from '../messages';
import * as styles from '../routes/page.css';
import { usePageTitle } from '../routes/usePageTitle';
import * as own from './LoadingViewerPage.css';
import { loadingViewerMessages as m } from './loadingViewerMessages';

/** The loader sizes of spec 2, in CSS pixels (as the library draws them). */
const sizePixels: Record<LoaderSize, number> = { sm: 16, md: 24, lg: 40, xl: 64 };

const reduceQuery = '(prefers-reduced-motion: reduce)';
function useSystemReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(reduceQuery);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(reduceQuery).matches,
    () => false,
  );
}

/** Every variant in every size, in one theme (its variables scoped to the panel by `data-theme`). */
function ThemePanel({ theme, still }: { theme: ThemeName; still: boolean }) {
  const themeLabel = m.themes[theme];
  const titleId = `panel-${theme}`;
  return (
    <section
      data-theme={theme}
      className={`${own.panel} ${still ? own.still : ''}`}
      aria-labelledby={titleId}
      data-still={still || undefined}
    >
      <h2 id={titleId} className={own.panelTitle}>
        {m.panelLabel(themeLabel)}
      </h2>
      <div className={styles.tableScroll}>
        <table className={own.grid}>
          <thead>
            <tr>
              <th scope="col">{m.variantColumn}</th>
              {loaderSizeNames.map((size) => (
                <th key={size} scope="col">
                  {m.size(size, sizePixels[size])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loaderVariants.map((variant) => (
              <tr key={variant}>
                <th scope="row">{m.variants[variant]}</th>
                {loaderSizeNames.map((size) => (
                  <td key={size}>
                    <Loader
                      variant={variant}
                      size={size}
                      label={m.loaderLabel(m.variants[variant], size, themeLabel)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** `/loading-viewer` (admins): the loader gallery, both themes side by side, motion on or reduced. */
export function LoadingViewerPage() {
  const title = usePageTitle() ?? appMessages.titles.loadingViewer;
  const [still, setStill] = useState(false);
  const systemReduced = useSystemReducedMotion();
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      <Switch
        name="reducedMotion"
        label={m.reducedMotion}
        description={m.reducedMotionHint}
        isSelected={still}
        onChange={setStill}
      />
      {systemReduced ? <Notice tone="info">{m.systemReduced}</Notice> : null}
      <div className={own.panels}>
        {themeNames.map((theme) => (
          <ThemePanel key={theme} theme={theme} still={still} />
        ))}
      </div>
    </section>
  );
}
