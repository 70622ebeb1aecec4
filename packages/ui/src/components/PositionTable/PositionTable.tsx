import { useId } from 'react';
import { skyTableMessages } from '../../messages/skyTable';
import {
  type ChartPosition,
  formatAngle,
  glyphOfPoint,
  isZodiacSign,
  signGlyphs,
  signLabel,
} from '../SkyCommon/zodiac';
import * as styles from './PositionTable.css';

const messages = skyTableMessages;

export interface PositionTableProps {
  /** Every position of the chart, in the order to list them. */
  positions: readonly ChartPosition[];
  /** The table's caption. @default "Natal positions" */
  caption?: string;
  /** Show the house column; by default it shows when any position has a house. */
  showHouses?: boolean;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * Every position of a chart as a real table (point, sign, degree, house, motion): the text
 * companion of `ChartWheel` for screen readers and for anyone who prefers to read.
 */
export function PositionTable({
  positions,
  caption = messages.caption,
  showHouses = positions.some((p) => p.house !== undefined),
  className,
}: PositionTableProps) {
  const captionId = useId();
  return (
    // On a narrow screen the table scrolls sideways inside this region: focusable, so a keyboard
    // can scroll it, and named by the caption.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys.
    <section className={[styles.wrapper, className].filter(Boolean).join(' ')} tabIndex={0} aria-labelledby={captionId}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              {messages.point}
            </th>
            <th scope="col" className={styles.headerCell}>
              {messages.sign}
            </th>
            <th scope="col" className={styles.headerCell}>
              {messages.degree}
            </th>
            {showHouses ? (
              <th scope="col" className={styles.headerCell}>
                {messages.house}
              </th>
            ) : null}
            <th scope="col" className={styles.headerCell}>
              {messages.motion}
            </th>
          </tr>
        </thead>
        <tbody>
          {positions.length === 0 ? (
            <tr>
              <td colSpan={showHouses ? 5 : 4} className={`${styles.cell} ${styles.muted}`}>
                {messages.empty}
              </td>
            </tr>
          ) : (
            positions.map((position) => (
              <tr key={position.point}>
                <th scope="row" className={styles.rowHeader}>
                  <span aria-hidden className={styles.glyph}>
                    {glyphOfPoint(position.point)}
                  </span>
                  {position.point}
                </th>
                <td className={styles.cell}>
                  {isZodiacSign(position.sign) ? (
                    <span aria-hidden className={styles.glyph}>
                      {signGlyphs[position.sign]}
                    </span>
                  ) : null}
                  {signLabel(position.sign)}
                </td>
                <td className={styles.cell}>{formatAngle(position.degreeInSign)}</td>
                {showHouses ? <td className={styles.cell}>{position.house ?? '—'}</td> : null}
                <td className={`${styles.cell} ${position.retrograde ? styles.retrograde : ''}`}>
                  {position.retrograde ? messages.retrograde : messages.direct}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
