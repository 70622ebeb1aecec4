import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { skyTimelineMessages } from '../../messages/skyTimeline';
import { skyTransitsMessages } from '../../messages/skyTransits';
import { assignLanes, type SkyEvent, type SkyEventKind, timeFractions } from '../SkyCommon/events';
import { formatAngle, formatDateTime } from '../SkyCommon/zodiac';
import * as styles from './TransitTimeline.css';

const messages = skyTimelineMessages;

export type TimelineOrientation = 'horizontal' | 'vertical';

export interface TransitTimelineProps {
  /** Events with a time; those without are left out. */
  events: readonly SkyEvent[];
  /** The first moment of the scale. */
  start: Date;
  /** Length of the scale in days. @default 30 */
  days?: number;
  /** IANA time zone of the labels. @default the browser's */
  timeZone?: string;
  /** @default 'horizontal' */
  orientation?: TimelineOrientation;
  /** The heading. @default "30-day timeline" */
  title?: string;
  /** @default 2 */
  headingLevel?: 2 | 3;
  /** Called when an event is chosen (click, Enter or Space). */
  onSelect?: (event: SkyEvent) => void;
  /** Layout-only escape hatch. */
  className?: string;
}

const kindGlyph: Record<SkyEventKind, string> = { transit: '✶', 'moon-phase': '☽\uFE0E', ingress: '→' };
const laneGap = 0.035;

/**
 * A 30-day scale of sky events. Each event is a button on the line (one tab stop for the whole
 * line; arrow keys, Home and End move between events in time order); choosing one shows its
 * details below, announced politely.
 */
export function TransitTimeline({
  events,
  start,
  days = 30,
  timeZone,
  orientation = 'horizontal',
  title = messages.title,
  headingLevel = 2,
  onSelect,
  className,
}: TransitTimelineProps) {
  const ids = useId();
  const headingId = `${ids}-heading`;
  const instructionsId = `${ids}-instructions`;
  const Heading = `h${headingLevel}` as 'h2' | 'h3';

  const timed = useMemo(
    () =>
      events
        .filter((event): event is SkyEvent & { time: Date } => event.time instanceof Date)
        .sort((a, b) => a.time.getTime() - b.time.getTime()),
    [events],
  );
  const fractions = useMemo(
    () =>
      timeFractions(
        timed.map((e) => e.time),
        start,
        days,
      ),
    [timed, start, days],
  );
  const lanes = useMemo(() => assignLanes(fractions, laneGap), [fractions]);
  const laneCount = Math.max(1, ...lanes.map((lane) => lane + 1));

  const [activeIndex, setActiveIndex] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const active = Math.min(activeIndex, Math.max(0, timed.length - 1));
  const selected = timed.find((event) => event.id === selectedId) ?? null;

  const focusAt = (index: number) => {
    const next = Math.max(0, Math.min(timed.length - 1, index));
    setActiveIndex(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: timed.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusAt(target);
  };

  const dayTicks = Array.from({ length: days + 1 }, (_, day) => day);
  const horizontal = orientation === 'horizontal';
  const position = (fraction: number, lane: number) => {
    const along = `${(fraction * 100).toFixed(3)}%`;
    const across = `${(lane + 0.5) * styles.laneSize}px`;
    return horizontal ? { left: along, top: across } : { top: along, left: `calc(${across} + 4px)` };
  };
  const trackSize = horizontal ? { height: laneCount * styles.laneSize + styles.trackEdge } : undefined;
  const dayLabel = (day: number) =>
    formatDateTime(new Date(start.getTime() + day * 86_400_000), timeZone, {
      weekday: undefined,
      hour: undefined,
      minute: undefined,
    });

  return (
    <section aria-labelledby={headingId} className={[styles.root, className].filter(Boolean).join(' ')}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      {timed.length === 0 ? (
        <p className={styles.empty}>{messages.empty}</p>
      ) : (
        <>
          <p id={instructionsId} className={styles.instructions}>
            {messages.instructions}
          </p>
          <div className={styles.scroller}>
            <div className={styles.track[orientation]} style={trackSize} data-orientation={orientation}>
              <div aria-hidden className={styles.ticks}>
                {dayTicks.map((day) =>
                  day % 5 === 0 || day === days ? (
                    <span key={`tick-${day}`}>
                      <span
                        className={styles.tick[orientation]}
                        style={horizontal ? { left: `${(day / days) * 100}%` } : { top: `${(day / days) * 100}%` }}
                      />
                      <span
                        className={styles.tickLabel[orientation]}
                        style={horizontal ? { left: `${(day / days) * 100}%` } : { top: `${(day / days) * 100}%` }}
                      >
                        {dayLabel(day)}
                      </span>
                    </span>
                  ) : null,
                )}
              </div>
              <ol aria-labelledby={headingId} aria-describedby={instructionsId} className={styles.events}>
                {timed.map((event, index) => {
                  const when = formatDateTime(event.time, timeZone);
                  return (
                    <li
                      key={event.id}
                      className={styles.item}
                      style={position(fractions[index] ?? 0, lanes[index] ?? 0)}
                    >
                      <Button
                        ref={(node) => {
                          buttons.current[index] = node;
                        }}
                        aria-label={`${when}: ${event.title}`}
                        aria-pressed={selectedId === event.id}
                        excludeFromTabOrder={index !== active}
                        className={styles.marker[event.kind]}
                        data-kind={event.kind}
                        onFocus={() => setActiveIndex(index)}
                        onKeyDown={(e) => onKeyDown(e, index)}
                        onPress={() => {
                          setActiveIndex(index);
                          setSelectedId(event.id);
                          onSelect?.(event);
                        }}
                      >
                        <span aria-hidden>{kindGlyph[event.kind]}</span>
                      </Button>
                    </li>
                  );
                })}
              </ol>
            </div>
          </div>
          <div className={styles.detail} aria-live="polite">
            <p className={styles.detailLabel}>{messages.selected}</p>
            {selected ? (
              <>
                <p className={styles.detailTitle}>{selected.title}</p>
                <p className={styles.detailMeta}>
                  <time dateTime={selected.time.toISOString()}>{formatDateTime(selected.time, timeZone)}</time>
                  {selected.orb !== undefined ? ` · ${skyTransitsMessages.orb(formatAngle(selected.orb))}` : ''}
                </p>
                {selected.interpretation ? <p className={styles.detailText}>{selected.interpretation}</p> : null}
                {selected.source ? (
                  <p className={styles.detailMeta}>{skyTransitsMessages.source(selected.source)}</p>
                ) : null}
              </>
            ) : (
              <p className={styles.detailMeta}>{messages.eventsCount(timed.length)}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
