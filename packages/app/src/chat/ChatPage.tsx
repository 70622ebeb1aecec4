import {
  type Conversation,
  type HomeSynopsis,
  homeSynopsisQueryOptions,
  type Id,
  personaNames,
  type User,
} from '@app/contract';
import { defaultSuggestedPromptSettings, siteInfoQueryOptions } from '@app/contract/site';
import {
  ChatInput,
  type ChatInputHandle,
  ConnectionIssue,
  Loader,
  SuggestedPrompts,
  type UseSpeechInputOptions,
  type VoiceTranscript,
  visuallyHidden,
} from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { type ReactNode, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useSubscriptionEvent } from '../app/analytics';
import { apiClient } from '../app/api';
import { browserTimeZone, hourIn, useDisplayTime } from '../app/displayTime';
import { PartBoundary } from '../app/lazyPart';
import { useIsOffline } from '../app/networkStatus';
import { usePreferences } from '../app/preferences';
import { specToasts } from '../app/specToasts';
import { saveRedirectAfterAuth } from '../app/storage';
import { appMessages } from '../messages';
import * as styles from './ChatPage.css';
import { validateChatSearch } from './chatSearch';
import { dailyPlannerContextOf, synopsisVisibility } from './chatView';
import {
  lazyComposerBar,
  lazyConversationDrawer,
  lazyConversationLog,
  lazyConversationPanel,
  lazySynopsisCard,
  lazyUsageNotice,
  lazyVoiceInput,
} from './parts';
import { type ChatPartName, chatPartsProps } from './partsInPage';
import { saveStoredPrompt, storedPromptFocusDelayMs, takeStoredPrompt } from './storedPrompt';
import { type ChatSessionOptions, deliveredOutcomes, type SendOutcome, useChatSession } from './useChatSession';
import { useWideScreen } from './useWideScreen';

const strings = appMessages.chat;
const responseStopped = specToasts.responseStopped();

export interface ChatPageProps extends ChatSessionOptions {
  /** The browser's speech recognition and microphone, for tests and stories (the fakes of @app/ui). */
  voiceInput?: Pick<UseSpeechInputOptions, 'recognitionFactory' | 'getUserMedia' | 'platform' | 'clock'>;
  /**
   * The local hour (0-23) that picks the planner's greeting; stories fix it for stable
   * screenshots. @default the current hour
   */
  greetingHour?: number;
}

const isDelivered = (outcome: SendOutcome) => deliveredOutcomes.includes(outcome);

/** From this many prompts left, the composer says that regenerating and editing use them too. */
const lowPrompts = 3;

/**
 * The home chat (spec 2, 4, 5, 8) at `/`, `/chat` and `/client`: the history with feedback on
 * replies, the composer with voice input, spoken replies, the usage banner and counter, the
 * suggested prompts and, for the planner's tiers, the daily synopsis. What a visitor needs is in
 * this module's chunk; the other parts are chunks of their own (parts.ts, issue 8).
 */
export function ChatPage({ greetingHour, voiceInput, ...options }: ChatPageProps = {}) {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const requestedId = useSearch({ strict: false, select: (search) => validateChatSearch(search).conversation });
  const openConversation = useCallback(
    (id: Id | undefined, replace = false) =>
      void navigate({ to: pathname, search: id === undefined ? {} : { conversation: id }, replace }),
    [navigate, pathname],
  );
  const session = useChatSession({
    ...options,
    ...(requestedId === undefined ? {} : { requestedConversationId: requestedId }),
    // The address names the open conversation, so a reload resumes it.
    onConversationCreated: (conversation: Conversation) => openConversation(conversation.id, true),
    onConversationMissing: () => openConversation(undefined, true),
    // A message held offline that will not go out (another conversation opened): back to typing.
    onUnsent: (text: string) => input.current?.setValue(text),
  });
  const isOffline = useIsOffline();
  const { user, view } = session;
  const { toasts } = session;
  const input = useRef<ChatInputHandle>(null);
  // The composer is addressed to the assistant the person chose (preferences), as the replies are.
  const assistant = usePreferences()?.assistant;
  const isWide = useWideScreen();
  const time = useDisplayTime();
  // The allowance's reset is written on the person's clock (their preferences' zone), zone named.
  const zoned = time.timeZone ? { timeZone: time.timeZone } : {};
  // Edit and resend: the last question is back in the composer; sending replaces it.
  const [editing, setEditing] = useState<Id | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's chunk loads on first use and then stays, so that it can animate closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const activeId = session.conversationId;
  // Opening a conversation (from the drawer) closes the drawer and ends any edit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the open conversation changes
  useEffect(() => {
    setDrawerOpen(false);
    setEditing(null);
  }, [activeId]);
  const editLastQuestion = () => {
    const question = session.lastQuestion;
    if (!question) return;
    setEditing(question.id);
    input.current?.setValue(question.content);
    input.current?.focus();
  };
  const cancelEdit = () => {
    setEditing(null);
    input.current?.setValue('');
    input.current?.focus();
  };
  const sendFromComposer = async (text: string) => {
    if (editing !== null && editing === session.lastQuestion?.id) {
      const outcome = await session.sendEdit(text, editing);
      if (isDelivered(outcome)) setEditing(null);
      return isDelivered(outcome);
    }
    setEditing(null);
    return isDelivered(await session.send(text));
  };
  const regenerate = () => {
    const question = session.lastQuestion;
    if (question) void session.regenerate(question);
  };
  const startNew = () => {
    session.startNew();
    setDrawerOpen(false);
    if (requestedId !== undefined) openConversation(undefined);
    input.current?.focus();
  };

  // Spec 4: the synopsis shows for core only while the chat is empty. That is judged when the
  // conversation loads, so the card does not vanish under the user's hand once they start asking.
  const openedWith = useRef<{ conversationId: unknown; hadMessages: boolean } | null>(null);
  if (!session.isMessagesLoading && openedWith.current?.conversationId !== activeId) {
    openedWith.current = { conversationId: activeId, hadMessages: session.storedMessages.length > 0 };
  }
  const synopsisShown = synopsisVisibility(user, openedWith.current?.hadMessages ?? false);
  const synopsisQuery = useQuery({
    ...homeSynopsisQueryOptions({ tier: user?.subscriptionTier }, session.api),
    enabled: synopsisShown.load,
  });

  // Everything a logged-in user will see starts loading as soon as they are known, alongside the
  // requests it waits on anyway (conversation, messages, status), so its chunk is usually here
  // first. A visitor loads none of it (only the microphone, which they see disabled).
  const isLoggedIn = Boolean(user);
  useEffect(() => {
    if (!isLoggedIn) return;
    for (const part of [lazyConversationLog, lazyComposerBar, lazyUsageNotice, lazyConversationPanel]) {
      void part.preload();
    }
  }, [isLoggedIn]);
  useEffect(() => {
    if (synopsisShown.load) void lazySynopsisCard.preload();
  }, [synopsisShown.load]);

  // Spec 7 analytics: the free trial's end (the banner reports its own upsell views and clicks).
  const sendEvent = useSubscriptionEvent();
  const trialEnded = view.audience.trialEnded;
  useEffect(() => {
    if (trialEnded) sendEvent('free_trial_ended', 'chat', { tier: 'free' });
  }, [trialEnded, sendEvent]);

  // DECISIONS: after log-in the stored prompt goes into the input, focused 500 ms later, then removed.
  useEffect(() => {
    if (!isLoggedIn) return;
    const prompt = takeStoredPrompt();
    if (prompt === null) return;
    input.current?.setValue(prompt);
    const timer = setTimeout(() => input.current?.focus(), storedPromptFocusDelayMs);
    return () => clearTimeout(timer);
  }, [isLoggedIn]);

  const putBack = (text: string) => {
    const typed = input.current?.getValue() ?? '';
    input.current?.setValue(typed.trim() === '' ? text : `${text}\n${typed}`);
  };

  const choosePrompt = async (text: string) => {
    if (!user) {
      // DECISIONS: a visitor's prompt is kept for after log-in.
      saveStoredPrompt(text);
      saveRedirectAfterAuth(pathname);
      await navigate({ to: '/auth' });
      return;
    }
    const outcome = await session.sendQueued(text);
    // Nothing chosen is lost: a prompt that did not go out waits in the input.
    if (!isDelivered(outcome)) putBack(text);
  };

  const askAboutDay = async (synopsis: HomeSynopsis) => {
    const outcome = await session.sendQueued(strings.plannerQuestion, dailyPlannerContextOf(synopsis));
    // The card shows "Question Sent to Selene" when this resolves and the error text when it rejects.
    if (!isDelivered(outcome)) throw new Error(outcome);
  };

  const insertTranscript = ({ text }: VoiceTranscript) => {
    const typed = input.current?.getValue() ?? '';
    input.current?.setValue(typed.trim() === '' ? text : `${typed.trimEnd()} ${text}`);
    input.current?.focus();
  };

  const spoken = session.lastAssistantMessage
    ? { id: String(session.lastAssistantMessage.id), text: session.lastAssistantMessage.content }
    : null;
  const isAdmin = view.audience.isAdmin;
  const hidden = () => null;

  const hrefOf = (id: Id) => `${pathname}?conversation=${encodeURIComponent(String(id))}`;
  const panelProps = {
    api: session.api,
    activeId,
    hrefOf,
    onNewConversation: startNew,
    onDeleted: (id: Id) => {
      if (id === activeId && requestedId !== undefined) openConversation(undefined, true);
    },
  };

  const synopsisStatus =
    synopsisQuery.isError || synopsisQuery.data === null ? 'error' : synopsisQuery.data ? 'ready' : 'loading';

  // Named for the client's entry, which loads them before it hydrates (partsInPage).
  const partsShown: ChatPartName[] = user
    ? [
        ...(isWide ? (['conversation-panel'] as const) : []),
        ...(view.usageBanner ? (['usage-notice'] as const) : []),
        ...(synopsisShown.show ? (['synopsis-card'] as const) : []),
        ...(session.messages.length > 0 ? (['conversation-log'] as const) : []),
        'composer-bar',
      ]
    : [];

  return (
    <section
      className={user ? styles.page.withHistory : styles.page.visitor}
      aria-labelledby="page-title"
      {...chatPartsProps(partsShown)}
    >
      <h1 id="page-title" className={visuallyHidden}>
        {appMessages.titles.chat}
      </h1>

      {/* Rendered while the width is unknown (the server's page, hydration); hidden by CSS when narrow. */}
      {user && isWide ? (
        <aside className={styles.historyPanel} aria-label={strings.conversations}>
          <PartBoundary fallback={hidden}>
            <Suspense fallback={<ConversationLoading label={strings.loadingConversation} />}>
              <lazyConversationPanel.Part {...panelProps} />
            </Suspense>
          </PartBoundary>
        </aside>
      ) : null}

      <div className={styles.conversation}>
        {/* Shown by CSS on a narrow screen only, so the server's page has them where they belong. */}
        {user ? (
          <div className={styles.toolbar}>
            <Button
              className={styles.toolbarButton}
              onPress={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
            >
              <HistoryIcon />
              <span className={styles.toolbarLabel}>{strings.openConversations}</span>
            </Button>
            <Button className={styles.toolbarButton} onPress={startNew}>
              <PlusIcon />
              <span className={styles.toolbarLabel}>{strings.newConversation}</span>
            </Button>
          </div>
        ) : null}
        {user && !isWide && drawerUsed ? (
          <PartBoundary fallback={hidden}>
            <Suspense fallback={null}>
              <lazyConversationDrawer.Part
                {...panelProps}
                isOpen={drawerOpen}
                onOpenChange={setDrawerOpen}
                label={strings.conversations}
              />
            </Suspense>
          </PartBoundary>
        ) : null}

        {/* The banner, the planner and the history appear together: while a part's chunk is still on
            its way, the history's own "Loading your conversation..." stands for all three. */}
        <Suspense fallback={<ConversationLoading label={strings.loadingConversation} />}>
          {view.usageBanner ? (
            <PartBoundary fallback={hidden}>
              <lazyUsageNotice.Part {...view.usageBanner} {...zoned} />
            </PartBoundary>
          ) : null}

          {synopsisShown.show ? (
            <PlannerSummary summary={synopsisQuery.data?.generalEnergy ?? null} status={synopsisStatus}>
              <PartBoundary fallback={hidden}>
                <lazySynopsisCard.Part
                  synopsis={synopsisQuery.data ?? null}
                  status={synopsisStatus}
                  userName={user?.username}
                  hour={greetingHour ?? hourIn(new Date(), time.timeZone ?? browserTimeZone() ?? 'UTC')}
                  onAsk={askAboutDay}
                  onAskBeforeLoaded={() => toasts.add(specToasts.loadingData())}
                  onRetry={() => void synopsisQuery.refetch()}
                />
              </PartBoundary>
            </PlannerSummary>
          ) : null}

          <ChatHistory
            session={session}
            user={user}
            onChoosePrompt={choosePrompt}
            onRegenerate={regenerate}
            onEdit={editLastQuestion}
          />
        </Suspense>

        <div className={styles.composer}>
          <div role="status" className={styles.liveRegion}>
            {session.notice?.kind === 'responseStopped' ? (
              <p className={styles.infoNotice}>
                <span className={styles.noticeTitle}>{responseStopped.title}</span>
                <span>{responseStopped.description}</span>
              </p>
            ) : null}
            {session.heldCount > 0 ? <p className={styles.infoNotice}>{strings.queued(session.heldCount)}</p> : null}
            {isOffline || session.isWaitingForNetwork ? (
              <p className={styles.infoNotice}>
                <span className={styles.noticeTitle}>{isOffline ? strings.offline.title : strings.offline.back}</span>
                <span>{session.isWaitingForNetwork ? strings.offline.waiting : strings.offline.description}</span>
              </p>
            ) : null}
          </div>
          <div role="alert" className={styles.liveRegion}>
            {session.notice?.kind === 'failed' ? (
              <p className={styles.criticalNotice}>
                <span className={styles.noticeTitle}>{session.notice.message}</span>
              </p>
            ) : null}
          </div>

          {editing !== null ? (
            <div className={styles.editingNotice}>
              <span>{strings.editing}</span>
              <Button className={styles.noticeButton} onPress={cancelEdit}>
                {strings.cancelEdit}
              </Button>
            </div>
          ) : null}
          {view.promptCounter &&
          view.promptCounter.promptsRemaining > 0 &&
          view.promptCounter.promptsRemaining <= lowPrompts ? (
            <p className={styles.hint}>{strings.promptsLow(view.promptCounter.promptsRemaining)}</p>
          ) : null}
          {user ? (
            <PartBoundary fallback={hidden}>
              {/* The bar's height is kept while its controls load, so the composer does not move. */}
              <Suspense
                fallback={
                  <div
                    className={styles.composerBarPending[view.voiceLocked && !isAdmin ? 'locked' : 'available']}
                    aria-hidden="true"
                  />
                }
              >
                <lazyComposerBar.Part
                  spoken={spoken}
                  voiceLocked={view.voiceLocked}
                  isAdmin={isAdmin}
                  promptCounter={view.promptCounter ? { ...view.promptCounter, ...zoned } : null}
                />
              </Suspense>
            </PartBoundary>
          ) : null}

          <ChatInput
            ref={input}
            isLoggedIn={view.audience.isLoggedIn}
            placeholder={view.placeholder}
            {...(assistant ? { assistantName: personaNames[assistant] } : {})}
            isLoading={session.isSending}
            isDisabled={session.isUserLoading}
            onSend={sendFromComposer}
            onStop={session.stop}
            endSlot={
              <PartBoundary fallback={hidden}>
                {/* The microphone's room is kept while it loads, so the input does not resize. */}
                <Suspense fallback={<span className={styles.voiceInputPending} aria-hidden="true" />}>
                  <lazyVoiceInput.Part
                    {...voiceInput}
                    toasts={toasts}
                    isLocked={view.voiceLocked}
                    isAdmin={isAdmin}
                    isDisabled={!user || session.isSending}
                    onTranscript={insertTranscript}
                  />
                </Suspense>
              </PartBoundary>
            }
          />
        </div>
      </div>
    </section>
  );
}

interface PlannerSummaryProps {
  /** The day's general energy, the summary line; null while loading or failed. */
  summary: string | null;
  status: 'loading' | 'ready' | 'error';
  children: ReactNode;
}

/** The daily planner folded into one line at the top of the chat; the whole card on demand. */
function PlannerSummary({ summary, status, children }: PlannerSummaryProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.planner}>
      <div className={styles.plannerRow}>
        <SunIcon />
        <p className={styles.plannerLine}>
          <span className={styles.noticeTitle}>{strings.plannerTitle}</span>{' '}
          <span className={styles.plannerSummary}>
            {status === 'ready' && summary ? summary : status === 'loading' ? strings.plannerLoading : ''}
          </span>
        </p>
        <Button
          className={styles.plannerToggle}
          aria-expanded={open}
          aria-controls={panelId}
          onPress={() => setOpen((value) => !value)}
        >
          {open ? strings.plannerHide : strings.plannerShow}
        </Button>
      </div>
      <div id={panelId} className={styles.plannerPanel} hidden={!open}>
        {/* Mounted while folded, so that Ask (the planner's own action) is ready when unfolded. */}
        {children}
      </div>
    </div>
  );
}

function HistoryIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path d="M4 6h16M4 12h16M4 18h10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Stands for the history (and the banner and planner above it) while they load. */
function ConversationLoading({ label }: { label: string }) {
  return (
    <div className={styles.centred}>
      <Loader size="lg" label={label} showLabel />
    </div>
  );
}

interface ChatHistoryProps {
  session: ReturnType<typeof useChatSession>;
  user: User | null | undefined;
  onChoosePrompt: (text: string) => Promise<void>;
  onRegenerate: () => void;
  onEdit: () => void;
}

/** The history, or what stands in for it: loading, the Connection Issue card, the suggested prompts. */
function ChatHistory({ session, user, onChoosePrompt, onRegenerate, onEdit }: ChatHistoryProps) {
  // The prompts an admin set (/settings); the contract's defaults until the site's settings arrive.
  const prompts = useQuery(siteInfoQueryOptions(apiClient)).data?.suggestedPrompts ?? defaultSuggestedPromptSettings;
  if (session.isUserLoading) return <ConversationLoading label={strings.loadingConversation} />;
  if (session.startState === 'failed' || session.isMessagesError) {
    return (
      <ConnectionIssue onRetry={() => (session.isMessagesError ? session.retryMessages() : session.retryStart())} />
    );
  }
  if (
    user &&
    (session.isMessagesLoading || (session.startState === 'starting' && session.conversationId === undefined))
  ) {
    return (
      <ConversationLoading
        label={session.isMessagesLoading ? strings.loadingConversation : strings.startingConversation}
      />
    );
  }
  if (session.messages.length === 0) {
    return (
      <div className={styles.prompts}>
        <SuggestedPrompts prompts={prompts} onSelect={(text) => void onChoosePrompt(text)} />
      </div>
    );
  }
  return (
    <div className={styles.history}>
      {/* The conversation's chunk failing to load reads as the connection problem it is. */}
      <PartBoundary onRetry={lazyConversationLog.preload} fallback={(retry) => <ConnectionIssue onRetry={retry} />}>
        <Suspense fallback={<ConversationLoading label={strings.loadingConversation} />}>
          {/* One list per conversation: another conversation opens at its newest message, wherever
              the reader had scrolled in the last one. */}
          <lazyConversationLog.Part
            key={session.conversationId ?? 'new'}
            messages={session.messages}
            isLoading={session.isSending && !session.isStreaming}
            api={session.api}
            toasts={session.toasts}
            lastQuestionId={session.lastQuestion?.id ?? null}
            onRegenerate={onRegenerate}
            onEdit={onEdit}
            areNewRepliesDisabled={
              session.isSending || session.view.audience.dailyLimitReached || session.view.audience.trialEnded
            }
          />
        </Suspense>
      </PartBoundary>
    </div>
  );
}
