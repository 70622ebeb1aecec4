import {
  type AffiliateOverview,
  affiliateQueryOptions,
  type Referral,
  referralLinkOf,
  studentsQueryOptions,
} from '@app/contract/affiliates';
import { Button, Card, Loader, TextField } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApiOrigin } from '../admin/apiOrigin';
import { LoadFailed } from '../admin/LoadFailed';
import { apiClient } from '../app/api';
import { appMessages } from '../messages';
import * as styles from '../routes/page.css';
import { usePageTitle } from '../routes/usePageTitle';
import * as own from './AffiliatePage.css';
import { formatCents, formatCount, affiliateMessages as m } from './affiliateMessages';

type CopyOutcome = 'copied' | 'failed' | null;

/** The link in a read-only field, with Copy; the result is announced in a live region. */
function ReferralLink({ code }: { code: string }) {
  // The page's own origin (stories fix it: the story server's port changes from run to run).
  const link = referralLinkOf(useApiOrigin(), code);
  const [outcome, setOutcome] = useState<CopyOutcome>(null);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setOutcome('copied');
    } catch {
      // No clipboard (an insecure page, a refusal): the link is selected to copy by hand.
      input.current?.select();
      setOutcome('failed');
    }
  };
  return (
    <Card title={m.linkTitle} className={styles.form}>
      <div className={own.linkRow}>
        <TextField
          label={m.linkLabel}
          description={m.linkHint}
          className={own.linkField}
          value={link}
          isReadOnly
          isCode
          inputRef={input}
          onFocus={(event) => (event.target as HTMLInputElement).select()}
        />
        {/* The outcome beside the button: reserving a line for it under the card left an empty band. */}
        <div className={own.copyRow}>
          <Button variant="primary" onPress={() => void copy()}>
            {m.copy}
          </Button>
          <p
            className={`${own.copyResult} ${outcome === 'failed' ? styles.fieldError : styles.muted}`}
            role="status"
            aria-live="polite"
          >
            {outcome === 'copied' ? m.copied : outcome === 'failed' ? m.copyFailed : ''}
          </p>
        </div>
      </div>
    </Card>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <li className={own.figure}>
      <span className={own.figureLabel}>{label}</span>
      <span className={own.figureValue}>{value}</span>
      {note ? <span className={own.figureNote}>{note}</span> : null}
    </li>
  );
}

function Figures({ data }: { data: AffiliateOverview }) {
  return (
    <section className={styles.form} aria-labelledby="figures-title">
      <h2 id="figures-title" className={styles.subtitle}>
        {m.figuresTitle}
      </h2>
      <ul className={own.figures}>
        <Figure label={m.figures.signUps} value={formatCount(data.signUps)} />
        <Figure label={m.figures.conversions} value={formatCount(data.conversions)} />
        <Figure
          label={m.figures.pending}
          value={formatCents(data.commission.pendingCents)}
          note={m.figureNotes.pending}
        />
        <Figure
          label={m.figures.reversed}
          value={formatCents(data.commission.reversedCents)}
          note={m.figureNotes.reversed}
        />
      </ul>
      <p className={styles.muted}>{m.rate(data.commissionRate)}</p>
    </section>
  );
}

function ReferralRow({ referral }: { referral: Referral }) {
  const { conversion } = referral;
  return (
    <li className={own.row}>
      <span className={own.rowName}>{referral.name}</span>
      <span className={own.rowFacts}>
        <span>{m.joined(referral.joinedAt)}</span>
        <span>
          {conversion === null
            ? m.status.signedUp
            : conversion.status === 'reversed'
              ? m.status.reversed(conversion.tier)
              : m.status.paid(conversion.tier)}
        </span>
        {conversion ? (
          <span className={conversion.status === 'reversed' ? own.reversed : own.earned}>
            {m.commission(conversion.commissionCents, conversion.status)}
          </span>
        ) : null}
      </span>
    </li>
  );
}

function Referrals({ referrals }: { referrals: Referral[] }) {
  return (
    <Card title={m.referralsTitle} headingId="referrals-title" className={styles.form}>
      {referrals.length === 0 ? (
        <p className={styles.muted}>{m.empty}</p>
      ) : (
        <>
          <p className={styles.muted}>{m.referralsNote}</p>
          <ul className={styles.list} aria-labelledby="referrals-title">
            {referrals.map((referral) => (
              <ReferralRow key={referral.key} referral={referral} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** A teacher's students: who signed up with their link, and each one's plan now. */
function Students() {
  const students = useQuery(studentsQueryOptions(apiClient));
  return (
    <Card title={m.studentsTitle} headingId="students-title" className={styles.form}>
      <p className={styles.muted}>{m.studentsLead}</p>
      {students.isPending ? (
        <Loader size="sm" label={m.studentsLoading} showLabel />
      ) : students.isError ? (
        <LoadFailed message={m.studentsFailed} retryLabel={m.retry} onRetry={() => void students.refetch()} />
      ) : students.data.students.length === 0 ? (
        <p className={styles.muted}>{m.studentsEmpty}</p>
      ) : (
        <ul className={styles.list} aria-labelledby="students-title">
          {students.data.students.map((student) => (
            <li key={student.key} className={own.row}>
              <span className={own.rowName}>{student.username}</span>
              <span className={own.rowFacts}>
                <span>{m.plan(student.tier)}</span>
                <span>{m.joined(student.joinedAt)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function AffiliateProgram({ title, lead, teacher }: { title: string; lead: string; teacher: boolean }) {
  const overview = useQuery(affiliateQueryOptions(apiClient));
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{lead}</p>
      {overview.isPending ? (
        <Loader size="md" label={m.loading} showLabel />
      ) : overview.isError ? (
        <LoadFailed message={m.failed} retryLabel={m.retry} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <ReferralLink code={overview.data.code} />
          <Figures data={overview.data} />
          {teacher ? <Students /> : null}
          <Referrals referrals={overview.data.referrals} />
        </>
      )}
    </section>
  );
}

/** `/affiliate`: one's referral link, sign-ups, paid conversions, commission and referrals. */
export function AffiliatePage() {
  const title = usePageTitle() ?? appMessages.titles.affiliate;
  return <AffiliateProgram title={title} lead={m.lead} teacher={false} />;
}

/** `/teacher-affiliate` (teachers and admins): the same, with the teacher's students and their plans. */
export function TeacherAffiliatePage() {
  const title = usePageTitle() ?? appMessages.titles.teacherAffiliate;
  return <AffiliateProgram title={title} lead={m.teacherLead} teacher />;
}
