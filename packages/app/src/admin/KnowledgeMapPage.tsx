import { ApiError, serverMessageOf } from '@app/contract';
import {
  addKnowledgeLinkMutationOptions,
  type KnowledgeLink,
  type KnowledgeMap,
  knowledgeMapQueryOptions,
  type LinkSuggestion,
  type MapTeaching,
  removeKnowledgeLinkMutationOptions,
} from '@app/contract/knowledgeMap';
import { Button, Card, Loader, Notice, Tab, TabList, TabPanel, Tabs } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { apiClient } from '../app/api';
import { useWideScreen } from '../chat/useWideScreen';
import { appMessages } from '../messages';
import type { ActionOutcome } from '../routes/OutcomeRegion';
import * as styles from '../routes/page.css';
import { usePageTitle } from '../routes/usePageTitle';
import * as own from './KnowledgeMapPage.css';
import {
  labelLines,
  layoutKnowledgeMap,
  type MapKey,
  type MapLayout,
  mapGeometry,
  moveOnMap,
} from './knowledgeMapLayout';
import { knowledgeMapMessages as m } from './knowledgeMapMessages';
import { LoadFailed } from './LoadFailed';

type View = 'map' | 'list';

interface Actions {
  byId: Map<number, MapTeaching>;
  onAdd: (suggestion: LinkSuggestion) => void;
  onRemove: (link: KnowledgeLink) => void;
  /** The pair being added or removed, to disable its button. */
  busy: string | null;
}

/** The server's words for a refusal (a 4xx says what is wrong); ours for a failure. */
const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 ? serverMessageOf(error, fallback) : fallback;

const pairKey = (fromId: number, toId: number) => `${fromId}-${toId}`;
const titleOf = (byId: Map<number, MapTeaching>, id: number) => byId.get(id)?.title ?? String(id);

const mapKeys: ReadonlySet<string> = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** A link's curve from one column to another (bowed, so links between the outer columns stay readable). */
function edgePath(layout: MapLayout, link: KnowledgeLink): string | null {
  const from = layout.byId.get(link.fromId);
  const to = layout.byId.get(link.toId);
  if (!from || !to) return null;
  const [left, right] = from.x <= to.x ? [from, to] : [to, from];
  const middle = (left.x + right.x) / 2;
  // A link between the outer columns arcs between the middle column's rows, not through a dot there.
  const bow = right.x - left.x > mapGeometry.columnWidth ? mapGeometry.rowGap / 2 : 0;
  return `M ${left.x} ${left.y} C ${middle} ${left.y - bow}, ${middle} ${right.y - bow}, ${right.x} ${right.y}`;
}

/**
 * The graph: an SVG with a column a domain, a dot a teaching and a line a link. The dots are toggle
 * buttons in one tab stop (roving focus): arrow keys move, Home and End go to a column's ends,
 * Enter or Space selects.
 */
function KnowledgeGraph({
  data,
  selectedId,
  onSelect,
}: {
  data: KnowledgeMap;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}) {
  const layout = useMemo(() => layoutKnowledgeMap(data.teachings), [data.teachings]);
  const firstId = layout.columns.find((column) => column.nodes.length > 0)?.nodes[0]?.teaching.id ?? null;
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const tabStop = focusedId !== null && layout.byId.has(focusedId) ? focusedId : (selectedId ?? firstId);
  const nodes = useRef(new Map<number, SVGGElement>());
  const linkCount = useMemo(() => {
    const counts = new Map<number, number>();
    for (const link of data.links) {
      counts.set(link.fromId, (counts.get(link.fromId) ?? 0) + 1);
      counts.set(link.toId, (counts.get(link.toId) ?? 0) + 1);
    }
    return counts;
  }, [data.links]);
  const linkedToSelected = new Set(
    data.links
      .filter((link) => link.fromId === selectedId || link.toId === selectedId)
      .flatMap((link) => [link.fromId, link.toId]),
  );

  const onKeyDown = (event: KeyboardEvent<SVGGElement>, id: number) => {
    if (mapKeys.has(event.key)) {
      event.preventDefault();
      const next = moveOnMap(layout, id, event.key as MapKey);
      setFocusedId(next);
      nodes.current.get(next)?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(selectedId === id ? null : id);
    }
  };

  return (
    <div className={own.mapScroll}>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; the group names the map's buttons. */}
      <svg
        className={own.mapSvg}
        viewBox={`0 0 ${mapGeometry.width} ${layout.height}`}
        role="group"
        aria-labelledby="map-title"
        aria-describedby="map-help"
      >
        {layout.columns.map((column, index) => (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: nothing focusable here; each dot's name says its domain.
          <g key={column.domain} aria-hidden="true">
            {index > 0 ? (
              <line
                className={own.columnRule}
                x1={column.x - mapGeometry.columnWidth / 2}
                x2={column.x - mapGeometry.columnWidth / 2}
                y1={8}
                y2={layout.height - 8}
              />
            ) : null}
            <text className={own.columnHeading} x={column.x} y={26} textAnchor="middle">
              {m.domains[column.domain]}
            </text>
            <text className={own.columnCount} x={column.x} y={44} textAnchor="middle">
              {m.domainTeachings(column.nodes.length)}
            </text>
          </g>
        ))}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the lines are drawn only; the links are listed beside the map. */}
        <g aria-hidden="true">
          {data.links.map((link) => {
            const d = edgePath(layout, link);
            const active = link.fromId === selectedId || link.toId === selectedId;
            return d ? (
              <path key={link.id} d={d} className={active ? own.edgeActive : own.edge} data-edge={link.id} />
            ) : null;
          })}
        </g>
        {layout.columns.flatMap((column) =>
          column.nodes.map(({ teaching, x, y }) => (
            // biome-ignore lint/a11y/useSemanticElements: an SVG has no <button>; the group is the map's toggle button.
            <g
              key={teaching.id}
              ref={(element) => {
                if (element) nodes.current.set(teaching.id, element);
                else nodes.current.delete(teaching.id);
              }}
              className={own.node}
              role="button"
              tabIndex={teaching.id === tabStop ? 0 : -1}
              aria-pressed={teaching.id === selectedId}
              aria-label={m.node(teaching.title, m.domains[teaching.domain], linkCount.get(teaching.id) ?? 0)}
              data-node={teaching.id}
              data-linked={linkedToSelected.has(teaching.id) && teaching.id !== selectedId ? '' : undefined}
              onFocus={() => setFocusedId(teaching.id)}
              onClick={() => onSelect(selectedId === teaching.id ? null : teaching.id)}
              onKeyDown={(event) => onKeyDown(event, teaching.id)}
            >
              <circle className={own.focusHalo} cx={x} cy={y} r={16} />
              <circle className={own.nodeDot} cx={x} cy={y} r={10} />
              <text className={own.nodeLabel} x={x} y={y + 26} textAnchor="middle">
                {labelLines(teaching.title).map((line, index) => (
                  <tspan key={line} x={x} dy={index === 0 ? 0 : 14}>
                    {index === 0 ? line : ` ${line}`}
                  </tspan>
                ))}
              </text>
            </g>
          )),
        )}
      </svg>
    </div>
  );
}

function RemoveButton({ link, actions }: { link: KnowledgeLink; actions: Actions }) {
  const a = titleOf(actions.byId, link.fromId);
  const b = titleOf(actions.byId, link.toId);
  return (
    <Button
      variant="danger"
      aria-label={m.removeLabel(a, b)}
      isDisabled={actions.busy === pairKey(link.fromId, link.toId)}
      onPress={() => actions.onRemove(link)}
    >
      {m.remove}
    </Button>
  );
}

const themesOf = (themes: readonly string[]) => (themes.length > 0 ? themes.join(', ') : m.noThemes);

/** The selected teaching's links, each with the teaching at its other end and Remove. */
function SelectedLinks({ id, data, actions }: { id: number | null; data: KnowledgeMap; actions: Actions }) {
  const teaching = id === null ? undefined : actions.byId.get(id);
  const links = teaching ? data.links.filter((link) => link.fromId === teaching.id || link.toId === teaching.id) : [];
  return (
    <Card title={teaching ? m.selectedTitle(teaching.title) : m.linksTitle} headingLevel={3} aria-live="polite">
      {!teaching ? (
        <p className={styles.muted}>{m.selectPrompt}</p>
      ) : links.length === 0 ? (
        <p className={styles.muted}>{m.noLinksOfSelected}</p>
      ) : (
        <ul className={styles.list}>
          {links.map((link) => {
            const other = actions.byId.get(link.fromId === teaching.id ? link.toId : link.fromId);
            return (
              <li key={link.id} className={own.linkItem}>
                <span className={own.linkText}>
                  <span className={own.linkTitle}>
                    {other ? m.inDomain(other.title, m.domains[other.domain]) : null}
                  </span>
                  <span className={own.linkMeta}>
                    {m.themes}: {themesOf(link.themes)}
                  </span>
                </span>
                <RemoveButton link={link} actions={actions} />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** Every link as a table row: both teachings and their shared themes, then Remove. */
function LinksTable({ data, actions }: { data: KnowledgeMap; actions: Actions }) {
  if (data.links.length === 0) return <p className={styles.muted}>{m.noLinks}</p>;
  const named = (id: number) => {
    const teaching = actions.byId.get(id);
    return teaching ? m.inDomain(teaching.title, m.domains[teaching.domain]) : String(id);
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
    <section className={styles.tableScroll} tabIndex={0} aria-labelledby="links-title">
      <table className={styles.table} aria-labelledby="links-title">
        <thead>
          <tr>
            <th scope="col">{m.link}</th>
            <th scope="col">{m.actions}</th>
          </tr>
        </thead>
        <tbody>
          {data.links.map((link) => (
            <tr key={link.id}>
              <th scope="row" className={own.linkCell}>
                <span className={own.linkText}>
                  <span className={own.linkTitle}>{m.suggestion(named(link.fromId), named(link.toId))}</span>
                  <span className={own.linkMeta}>
                    {m.themes}: {themesOf(link.themes)}
                  </span>
                </span>
              </th>
              <td className={own.actionCell}>
                <RemoveButton link={link} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Suggestions({ data, actions }: { data: KnowledgeMap; actions: Actions }) {
  const named = (id: number) => {
    const teaching = actions.byId.get(id);
    return teaching ? m.inDomain(teaching.title, m.domains[teaching.domain]) : String(id);
  };
  return (
    <Card title={m.suggestionsTitle}>
      <p className={styles.muted}>{m.suggestionsLead}</p>
      {data.suggestions.length === 0 ? (
        <p className={styles.muted}>{m.noSuggestions}</p>
      ) : (
        <ul className={styles.list}>
          {data.suggestions.map((suggestion) => {
            const a = titleOf(actions.byId, suggestion.fromId);
            const b = titleOf(actions.byId, suggestion.toId);
            const key = pairKey(suggestion.fromId, suggestion.toId);
            return (
              <li key={key} className={own.linkItem}>
                <span className={own.linkText}>
                  <span className={own.linkTitle}>
                    {m.suggestion(named(suggestion.fromId), named(suggestion.toId))}
                  </span>
                  <span className={own.linkMeta}>
                    {m.themes}: {themesOf(suggestion.themes)} · {m.score(suggestion.score)}
                  </span>
                </span>
                <Button
                  variant="primary"
                  aria-label={m.addLabel(a, b)}
                  isDisabled={actions.busy === key}
                  onPress={() => actions.onAdd(suggestion)}
                >
                  {actions.busy === key ? m.adding : m.add}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function LoadedMap({ data, announce }: { data: KnowledgeMap; announce: (outcome: ActionOutcome) => void }) {
  const wide = useWideScreen();
  const [chosenView, setChosenView] = useState<View | null>(null);
  // The map on a wide screen, the list on a phone, until the person chooses.
  const view: View = chosenView ?? (wide ? 'map' : 'list');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const add = useMutation(addKnowledgeLinkMutationOptions(apiClient));
  const remove = useMutation(removeKnowledgeLinkMutationOptions(apiClient));
  const [busy, setBusy] = useState<string | null>(null);
  const byId = useMemo(() => new Map(data.teachings.map((teaching) => [teaching.id, teaching])), [data.teachings]);

  const actions: Actions = {
    byId,
    busy,
    onAdd: (suggestion) => {
      const a = titleOf(byId, suggestion.fromId);
      const b = titleOf(byId, suggestion.toId);
      setBusy(pairKey(suggestion.fromId, suggestion.toId));
      add.mutate(
        { fromId: suggestion.fromId, toId: suggestion.toId },
        {
          onSuccess: () => announce({ ok: true, text: m.added(a, b) }),
          onError: (error) => announce({ ok: false, text: failureText(error, m.addFailed) }),
          onSettled: () => setBusy(null),
        },
      );
    },
    onRemove: (link) => {
      const a = titleOf(byId, link.fromId);
      const b = titleOf(byId, link.toId);
      setBusy(pairKey(link.fromId, link.toId));
      remove.mutate(link.id, {
        onSuccess: () => announce({ ok: true, text: m.removed(a, b) }),
        onError: (error) => announce({ ok: false, text: failureText(error, m.removeFailed) }),
        onSettled: () => setBusy(null),
      });
    },
  };

  return (
    <div className={own.layout}>
      <Tabs selectedKey={view} onSelectionChange={(key) => setChosenView(key as View)}>
        <TabList aria-label={m.viewLabel}>
          <Tab id="map">{m.mapTab}</Tab>
          <Tab id="list">{m.listTab}</Tab>
        </TabList>
        <TabPanel id="map">
          <div className={own.layout}>
            <h2 id="map-title" className={styles.subtitle}>
              {m.mapTitle}
            </h2>
            <p id="map-help" className={styles.muted}>
              {m.mapHelp}
            </p>
            <KnowledgeGraph data={data} selectedId={selectedId} onSelect={setSelectedId} />
            <SelectedLinks id={selectedId} data={data} actions={actions} />
          </div>
        </TabPanel>
        <TabPanel id="list">
          <div className={own.layout}>
            <h2 id="links-title" className={styles.subtitle}>
              {m.linksTitle}
            </h2>
            <LinksTable data={data} actions={actions} />
          </div>
        </TabPanel>
      </Tabs>
      <Suggestions data={data} actions={actions} />
    </div>
  );
}

/** `/cross-domain-integration` (admins): the knowledge map, as a keyboard-navigable graph or a list. */
export function KnowledgeMapPage() {
  const title = usePageTitle() ?? appMessages.titles.crossDomain;
  const map = useQuery(knowledgeMapQueryOptions(apiClient));
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      <p className={outcome?.ok === false ? styles.fieldError : styles.muted} role="status">
        {outcome?.text ?? ''}
      </p>
      {map.isPending ? (
        <Loader size="md" label={m.loading} showLabel />
      ) : map.isError ? (
        <LoadFailed message={m.failed} retryLabel={m.retry} onRetry={() => void map.refetch()} />
      ) : map.data.teachings.length === 0 ? (
        <Notice tone="info">{m.empty}</Notice>
      ) : (
        <LoadedMap data={map.data} announce={setOutcome} />
      )}
    </section>
  );
}
