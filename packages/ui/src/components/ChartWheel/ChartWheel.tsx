import { useId } from 'react';
import { skyWheelMessages } from '../../messages/skyWheel';
import { Loader } from '../Loader';
import {
  type ChartPosition,
  formatAngle,
  glyphOfPoint,
  normalizeLongitude,
  signGlyphs,
  signLabel,
  zodiacSigns,
} from '../SkyCommon/zodiac';
import * as styles from './ChartWheel.css';
import { houseMidpoints, pointOnWheel, spreadLongitudes } from './wheelGeometry';

const messages = skyWheelMessages;

/** An aspect line between two points of the chart. */
export interface ChartAspectLine {
  from: string;
  to: string;
  /** "conjunction", "sextile", "square", "trine" or "opposition": picks the line's tone. */
  kind: string;
}

export interface ChartWheelProps {
  /** The chart's points (planets, nodes); each is drawn at its longitude. */
  positions: readonly ChartPosition[];
  /** Ascendant longitude; rotates the wheel so that it sits on the left. Leave out when the birth time is unknown. */
  ascendant?: number;
  /** Midheaven longitude, drawn with the ascendant. */
  midheaven?: number;
  /** Twelve house cusps (longitudes), drawn when given. */
  houseCusps?: readonly number[];
  /** Aspect lines drawn in the centre. @default [] */
  aspects?: readonly ChartAspectLine[];
  /** The accessible title. @default "Natal chart wheel" */
  title?: string;
  /** While the chart is being computed. @default false */
  isLoading?: boolean;
  /** Upper bound of the rendered width, in CSS pixels; the wheel fills its container up to it. @default 520 */
  maxWidth?: number;
  /** Layout-only escape hatch. */
  className?: string;
}

const outer = 240;
const signInner = 200;
const glyphRadius = 168;
const houseInner = 92;
const minGlyphGap = 8;
const houseNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** "Sun 14°07′ Taurus, house 10; ...", the summary a screen reader hears. */
export function describeChart({
  positions,
  ascendant,
  midheaven,
  houseCusps,
  aspects = [],
}: Pick<ChartWheelProps, 'positions' | 'ascendant' | 'midheaven' | 'houseCusps' | 'aspects'>): string {
  const parts = [
    messages.summary(
      positions.map((p) =>
        messages.position(p.point, signLabel(p.sign), formatAngle(p.degreeInSign), p.retrograde, p.house),
      ),
    ),
  ];
  if (ascendant !== undefined && midheaven !== undefined) {
    parts.push(messages.angles(longitudeLabel(ascendant), longitudeLabel(midheaven)));
  } else {
    parts.push(messages.noHouses);
  }
  if (houseCusps?.length) parts.push(messages.housesSummary(houseCusps.length));
  if (aspects.length) parts.push(messages.aspectsSummary(aspects.length));
  return parts.join(' ');
}

function longitudeLabel(longitude: number) {
  const value = normalizeLongitude(longitude);
  const sign = zodiacSigns[Math.floor(value / 30)] ?? 'Aries';
  return `${formatAngle(value % 30)} ${signLabel(sign)}`;
}

/**
 * An accessible natal chart wheel in SVG: the zodiac ring with its glyphs, the points at their
 * longitudes (spread apart where they crowd), house cusps with the ascendant and midheaven when
 * known, and optional aspect lines. It scales to its container and reads as one image with a
 * text summary; pair it with `PositionTable` for the full table.
 */
export function ChartWheel({
  positions,
  ascendant,
  midheaven,
  houseCusps,
  aspects = [],
  title = messages.title,
  isLoading = false,
  maxWidth = 520,
  className,
}: ChartWheelProps) {
  const ids = useId();
  const titleId = `${ids}-title`;
  const descId = `${ids}-desc`;
  const rootClass = [styles.root, className].filter(Boolean).join(' ');

  if (isLoading) {
    return (
      <div className={rootClass} style={{ maxWidth }}>
        <div className={styles.status}>
          <Loader variant="orbit" size="lg" label={messages.loading} showLabel />
        </div>
      </div>
    );
  }
  if (positions.length === 0) {
    return (
      <div className={rootClass} style={{ maxWidth }}>
        <p className={styles.status}>{messages.empty}</p>
      </div>
    );
  }

  const rotation = ascendant ?? 0;
  const at = (longitude: number, radius: number) => pointOnWheel(longitude, radius, rotation);
  const display = spreadLongitudes(
    positions.map((p) => p.longitude),
    minGlyphGap,
  );
  const byPoint = new Map(positions.map((p) => [p.point, p]));
  const hasHouses = houseCusps !== undefined && houseCusps.length === 12;
  const midpoints = hasHouses ? houseMidpoints(houseCusps) : [];

  return (
    <div className={rootClass} style={{ maxWidth }} data-has-houses={hasHouses || undefined}>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox="-262 -262 524 524"
        className={styles.svg}
        focusable={false}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{describeChart({ positions, ascendant, midheaven, houseCusps, aspects })}</desc>

        <circle r={outer} className={styles.ringOuter} />
        {zodiacSigns.map((sign, i) =>
          i % 2 === 1 ? (
            <path
              key={`band-${sign}`}
              d={annularSector(i * 30, (i + 1) * 30, signInner, outer, at)}
              className={styles.signSegmentEven}
            />
          ) : null,
        )}
        <circle r={signInner} className={styles.ringInner} />
        {Array.from({ length: 72 }, (_, i) => {
          const longitude = i * 5;
          const inner = at(longitude, signInner);
          const tick = at(longitude, signInner + (i % 2 === 0 ? 8 : 4));
          return (
            <line
              key={`tick-${longitude}`}
              x1={inner.x}
              y1={inner.y}
              x2={tick.x}
              y2={tick.y}
              className={styles.degreeTick}
            />
          );
        })}
        {zodiacSigns.map((sign, i) => {
          const start = at(i * 30, signInner);
          const end = at(i * 30, outer);
          const glyph = at(i * 30 + 15, (outer + signInner) / 2);
          return (
            <g key={sign} data-sign={sign}>
              <line x1={start.x} y1={start.y} x2={end.x} y2={end.y} className={styles.signDivider} />
              <text x={glyph.x} y={glyph.y} textAnchor="middle" dominantBaseline="central" className={styles.signGlyph}>
                {signGlyphs[sign]}
              </text>
            </g>
          );
        })}

        {hasHouses ? (
          <g data-layer="houses">
            {houseNumbers.map((house) => {
              const cusp = houseCusps[house - 1] as number;
              const a = at(cusp, houseInner);
              const b = at(cusp, signInner);
              return <line key={`cusp-${house}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} className={styles.houseCusp} />;
            })}
            {houseNumbers.map((house) => {
              const p = at(midpoints[house - 1] as number, houseInner + 12);
              return (
                <text
                  key={`house-${house}`}
                  x={p.x}
                  y={p.y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  className={styles.houseNumber}
                >
                  {house}
                </text>
              );
            })}
          </g>
        ) : null}

        <circle r={houseInner} className={styles.centre} />

        {aspects.map((aspect) => {
          const from = byPoint.get(aspect.from);
          const to = byPoint.get(aspect.to);
          if (!from || !to) return null;
          const a = at(from.longitude, houseInner);
          const b = at(to.longitude, houseInner);
          return (
            <line
              key={`${aspect.from}-${aspect.kind}-${aspect.to}`}
              x1={a.x}
              y1={a.y}
              x2={b.x}
              y2={b.y}
              data-kind={aspect.kind}
              className={styles.aspectLine}
            />
          );
        })}

        {ascendant !== undefined ? <AngleAxis longitude={ascendant} label={messages.ascendantLabel} at={at} /> : null}
        {midheaven !== undefined ? <AngleAxis longitude={midheaven} label={messages.midheavenLabel} at={at} /> : null}

        {positions.map((position, i) => {
          const shown = display[i] ?? position.longitude;
          const tickStart = at(position.longitude, signInner);
          const tickEnd = at(position.longitude, signInner - 8);
          const leaderEnd = at(shown, glyphRadius + 14);
          const glyph = at(shown, glyphRadius);
          const mark = at(shown, glyphRadius - 18);
          return (
            <g key={position.point} data-point={position.point}>
              <line x1={tickStart.x} y1={tickStart.y} x2={tickEnd.x} y2={tickEnd.y} className={styles.pointTick} />
              <line x1={tickEnd.x} y1={tickEnd.y} x2={leaderEnd.x} y2={leaderEnd.y} className={styles.pointLeader} />
              <text
                x={glyph.x}
                y={glyph.y}
                textAnchor="middle"
                dominantBaseline="central"
                className={styles.pointGlyph}
              >
                {glyphOfPoint(position.point)}
              </text>
              {position.retrograde ? (
                <text
                  x={mark.x}
                  y={mark.y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  className={styles.retrogradeMark}
                >
                  R
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

type At = (longitude: number, radius: number) => { x: number; y: number };

function AngleAxis({ longitude, label, at }: { longitude: number; label: string; at: At }) {
  const from = at(longitude + 180, houseInner);
  const inner = at(longitude, houseInner);
  const to = at(longitude, outer + 4);
  const text = at(longitude, outer + 14);
  return (
    <g data-angle={label}>
      <line x1={inner.x} y1={inner.y} x2={to.x} y2={to.y} className={styles.angleLine} />
      <line
        x1={from.x}
        y1={from.y}
        x2={at(longitude + 180, signInner).x}
        y2={at(longitude + 180, signInner).y}
        className={styles.houseCusp}
      />
      <text x={text.x} y={text.y} textAnchor="middle" dominantBaseline="central" className={styles.angleLabel}>
        {label}
      </text>
    </g>
  );
}

/** SVG path of a ring segment between two longitudes (counter-clockwise on screen). */
function annularSector(fromLongitude: number, toLongitude: number, inner: number, outerRadius: number, at: At) {
  const a = at(fromLongitude, outerRadius);
  const b = at(toLongitude, outerRadius);
  const c = at(toLongitude, inner);
  const d = at(fromLongitude, inner);
  // Increasing longitude runs counter-clockwise on screen: sweep flag 0 outside, 1 back inside.
  return `M ${a.x} ${a.y} A ${outerRadius} ${outerRadius} 0 0 0 ${b.x} ${b.y} L ${c.x} ${c.y} A ${inner} ${inner} 0 0 1 ${d.x} ${d.y} Z`;
}
