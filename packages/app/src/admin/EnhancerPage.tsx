import { serverMessageOf } from '@app/contract';
import {
  acceptEnhancementMutationOptions,
  type EnhanceItem,
  type EnhanceKind,
  type EnhanceProposal,
  enhanceDiffLines,
  enhanceItemsQueryOptions,
  enhanceProposalMutationOptions,
} from '@app/contract/enhancer';
import { Badge, Button, Card, Loader, Notice, visuallyHidden } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { apiClient } from '../app/api';
import { appMessages } from '../messages';
import type { ActionOutcome } from '../routes/OutcomeRegion';
import * as styles from '../routes/page.css';
import { SaveResult } from '../routes/SaveResult';
import { usePageTitle } from '../routes/usePageTitle';
import { foldUnchanged, lineDiff } from '../training/lineDiff';
import * as diffStyles from '../training/training.css';
import * as own from './EnhancerPage.css';
import { enhancerMessages as m } from './enhancerMessages';

const marks = { same: ' ', added: '+', removed: '-' } as const;

/** The proposal against the text, sentence by sentence (the persona history's diff). */
export function ProposalDiff({ proposal }: { proposal: EnhanceProposal }) {
  const lines = useMemo(
    () => lineDiff(enhanceDiffLines(proposal.original), enhanceDiffLines(proposal.proposed)),
    [proposal],
  );
  const added = lines.filter((line) => line.kind === 'added').length;
  const removed = lines.filter((line) => line.kind === 'removed').length;
  return (
    <>
      <p className={styles.muted}>{m.diffSummary(added, removed)}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <ul className={diffStyles.diff} aria-label={m.diffLabel(proposal.title)} tabIndex={0}>
        {foldUnchanged(lines).map((line, index) =>
          line.kind === 'folded' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a diff line is its place in the diff.
            <li key={index} className={diffStyles.diffFolded}>
              {m.folded(line.count)}
            </li>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a diff line is its place in the diff.
            <li key={index} className={diffStyles.diffLine[line.kind]}>
              <span className={diffStyles.diffMark} aria-hidden="true">
                {marks[line.kind]}
              </span>
              {line.kind === 'same' ? null : (
                <span className={visuallyHidden}>{line.kind === 'added' ? m.added : m.removed}: </span>
              )}
              <span>{line.text}</span>
            </li>
          ),
        )}
      </ul>
    </>
  );
}

/** The open proposal: what changed, the diff, Accept and Reject (or Close when nothing changed). */
function ProposalCard({
  proposal,
  onDone,
}: {
  proposal: EnhanceProposal;
  onDone: (outcome: NonNullable<ActionOutcome>, closed: boolean) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const accept = useMutation(acceptEnhancementMutationOptions(apiClient));
  const unchanged = proposal.changes.length === 0 || proposal.proposed === proposal.original;
  return (
    <Card elementType="section" aria-labelledby="proposal-title">
      <h2 id="proposal-title" ref={heading} tabIndex={-1} className={`${styles.subtitle} ${own.proposalHeading}`}>
        {m.proposalTitle(proposal.title)}
      </h2>
      {unchanged ? (
        <>
          <Notice tone="info">{m.unchanged}</Notice>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => onDone({ ok: true, text: m.rejected(proposal.title) }, true)}>
              {m.close}
            </Button>
          </div>
        </>
      ) : (
        <>
          <h3 className={styles.label}>{m.changesTitle}</h3>
          <ul className={own.changeList}>
            {proposal.changes.map((change) => (
              <Badge elementType="li" key={change}>
                {m.changes[change]}
              </Badge>
            ))}
          </ul>
          <ProposalDiff proposal={proposal} />
          <p className={styles.muted}>{m.provider(proposal.provider)}</p>
          <div className={styles.actions}>
            <Button
              variant="primary"
              isDisabled={accept.isPending}
              onPress={() =>
                accept.mutate(
                  { kind: proposal.kind, id: proposal.id, original: proposal.original, proposed: proposal.proposed },
                  {
                    onSuccess: () => onDone({ ok: true, text: m.accepted(proposal.title) }, true),
                    onError: (error) => onDone({ ok: false, text: serverMessageOf(error, m.acceptFailed) }, false),
                  },
                )
              }
            >
              {accept.isPending ? m.accepting : m.accept}
            </Button>
            <Button
              variant="secondary"
              isDisabled={accept.isPending}
              onPress={() => onDone({ ok: true, text: m.rejected(proposal.title) }, true)}
            >
              {m.reject}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}

function ItemList({
  kind,
  items,
  busyKey,
  onImprove,
}: {
  kind: EnhanceKind;
  items: EnhanceItem[];
  busyKey: string | null;
  onImprove: (item: EnhanceItem) => void;
}) {
  return (
    <Card title={m.sections[kind]}>
      {items.length === 0 ? (
        <p className={styles.muted}>{m.none[kind]}</p>
      ) : (
        <ul className={own.itemList}>
          {items.map((item) => (
            <li key={`${item.kind}:${item.id}`} className={own.item}>
              <span className={own.itemText}>
                <span className={own.itemTitle}>{item.title}</span>
                <span className={styles.muted}>{item.domain}</span>
                <span className={own.itemPreview}>{item.text}</span>
              </span>
              <Button
                variant="secondary"
                aria-label={m.improveItem(item.title)}
                isDisabled={busyKey !== null}
                onPress={() => onImprove(item)}
              >
                {m.improve}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** `/enhancer` (admins): a clearer version of a teaching or a suggested prompt, shown as a diff. */
export function EnhancerPage() {
  const title = usePageTitle() ?? appMessages.titles.enhancer;
  const items = useQuery(enhanceItemsQueryOptions(apiClient));
  const propose = useMutation(enhanceProposalMutationOptions(apiClient));
  const [proposal, setProposal] = useState<EnhanceProposal | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const [asking, setAsking] = useState<EnhanceItem | null>(null);
  const improve = (item: EnhanceItem) => {
    setOutcome(null);
    setProposal(null);
    setAsking(item);
    propose.mutate(
      { kind: item.kind, id: item.id },
      {
        onSuccess: (reply) => setProposal(reply),
        onError: (error) => setOutcome({ ok: false, text: serverMessageOf(error, m.proposalFailed) }),
        onSettled: () => setAsking(null),
      },
    );
  };
  const isEmpty = items.data && items.data.teachings.length === 0 && items.data.prompts.length === 0;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      {items.isPending ? (
        <Loader size="md" label={m.loading} showLabel />
      ) : items.isError ? (
        <Notice tone="critical" announce="assertive">
          <p>{m.failed}</p>
          <Button variant="secondary" onPress={() => void items.refetch()}>
            {m.retry}
          </Button>
        </Notice>
      ) : (
        <>
          <SaveResult outcome={outcome} />
          {asking ? <Loader size="sm" label={m.proposing(asking.title)} showLabel /> : null}
          {proposal ? (
            <ProposalCard
              key={`${proposal.kind}:${proposal.id}:${proposal.proposed}`}
              proposal={proposal}
              onDone={(result, closed) => {
                if (closed) setProposal(null);
                setOutcome(result);
              }}
            />
          ) : null}
          {isEmpty ? <Notice tone="info">{m.empty}</Notice> : null}
          <ItemList
            kind="teaching"
            items={items.data.teachings}
            busyKey={asking ? `${asking.kind}:${asking.id}` : null}
            onImprove={improve}
          />
          <ItemList
            kind="prompt"
            items={items.data.prompts}
            busyKey={asking ? `${asking.kind}:${asking.id}` : null}
            onImprove={improve}
          />
        </>
      )}
    </section>
  );
}
