import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Dialog,
  FieldError,
  Heading,
  Input,
  Label,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
  SearchField,
  TextField,
} from 'react-aria-components';
import { CheckIcon, EditIcon, lineIconProps } from '../../internal/lineIcons';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { conversationMessages as strings } from '../../messages/conversations';
import { Button, buttonClassName } from '../Button/Button';
import { IconButton } from '../IconButton';
import { Loader } from '../Loader';
import type { TimestampOptions } from '../Message/formatTimestamp';
import * as styles from './ConversationHistory.css';
import { formatConversationDate } from './conversationDate';

/** A conversation's id, as the API gives it. */
export type ConversationId = string | number;

/** One conversation in the history. */
export interface ConversationSummary<Id extends ConversationId = ConversationId> {
  id: Id;
  /** Null until the first question names it: shown as "New conversation". */
  title: string | null;
  /** ISO time of the last activity: the list is newest first by it. */
  updatedAt: string;
  /** Shown beside the date when given. */
  messageCount?: number;
}

/** Where the history is: loading its first page, ready, or failed to load. */
export type ConversationHistoryStatus = 'loading' | 'ready' | 'error';

/** The longest title a rename accepts. */
export const maxConversationTitleLength = 120;

/** How long a deleted conversation can be brought back, in milliseconds. */
export const conversationUndoMs = 5000;

export interface ConversationHistoryProps<Id extends ConversationId = ConversationId> extends TimestampOptions {
  /** The user's conversations, newest activity first. */
  conversations: readonly ConversationSummary<Id>[];
  /** The open conversation: its link carries `aria-current="page"`. */
  activeId?: Id;
  /**
   * The address of a conversation. Every item is a real link (`<a href>`): the host's RAC
   * `RouterProvider` routes a plain click, and a middle click or "open in new tab" works.
   */
  hrefOf: (id: Id) => string;
  /** The search field's text (controlled). */
  search: string;
  /** Called as the user types or clears the search; the host debounces and fetches. */
  onSearchChange: (value: string) => void;
  /** @default 'ready' */
  status?: ConversationHistoryStatus;
  /** "Try again" after a failed load. */
  onRetry?: () => void;
  /** There are older conversations: shows "Show older conversations". @default false */
  hasMore?: boolean;
  /** Older conversations are loading: the button shows it. @default false */
  isLoadingMore?: boolean;
  /** Loads the next, older page. */
  onLoadMore?: () => void;
  /** The "New conversation" button at the top. */
  onNewConversation: () => void;
  /**
   * Saves a new title (trimmed, 1 to 120 characters). While it runs the field shows "Saving...";
   * a rejection keeps the field open with an inline error.
   */
  onRename: (id: Id, title: string) => Promise<unknown>;
  /**
   * Deletes a conversation for good. Called once the undo window has passed (or when the history
   * unmounts during it, so nothing is lost), never for a deletion that was undone.
   */
  onDelete: (id: Id) => void;
  /** How long "Conversation deleted." offers Undo, in milliseconds. @default 5000 */
  undoMs?: number;
  /**
   * "Now", for the short dates (today shows the time): a fixed value keeps stories and tests
   * stable. @default Date.now()
   */
  now?: number | Date;
  /** The heading, which also names the region and the list. @default "Conversations" */
  label?: string;
  /** The heading's level, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Layout-only escape hatch. */
  className?: string;
}

interface Editing<Id> {
  id: Id;
  draft: string;
  saving: boolean;
  error: string | null;
}

interface PendingDelete<Id> {
  id: Id;
  /** Its place in the visible list when deleted: where focus goes if the window ends under it. */
  index: number;
  key: number;
}

/** A change the host has not shown yet: kept over `conversations` until that array changes. */
interface Local<Id extends ConversationId> {
  id: Id;
  list: readonly ConversationSummary<Id>[];
  title?: string;
}

type FocusRequest<Id> =
  | { kind: 'link' | 'menu'; id: Id }
  | { kind: 'field'; id: Id; select: boolean }
  | { kind: 'undo' }
  | { kind: 'after-removal'; index: number };

const keyOf = (id: ConversationId) => String(id);

/**
 * The list of a user's earlier conversations: a "Conversations" region with a prominent "New
 * conversation" button, a search field, the conversations as links (title, last activity,
 * per-item menu to rename in place or delete with confirmation and undo), loading, empty,
 * no-match and error states, and "Show older conversations".
 *
 * @example
 * ```tsx
 * <ConversationHistory
 *   conversations={pages.flat()}
 *   activeId={conversationId}
 *   hrefOf={(id) => `/chat?conversation=${id}`}
 *   search={search}
 *   onSearchChange={setSearch}
 *   status={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
 *   onRetry={query.refetch}
 *   hasMore={query.hasNextPage}
 *   isLoadingMore={query.isFetchingNextPage}
 *   onLoadMore={query.fetchNextPage}
 *   onNewConversation={startNew}
 *   onRename={(id, title) => rename.mutateAsync({ id, title })}
 *   onDelete={(id) => remove.mutate({ id })}
 * />
 * ```
 */
export function ConversationHistory<Id extends ConversationId>({
  conversations,
  activeId,
  hrefOf,
  search,
  onSearchChange,
  status = 'ready',
  onRetry,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
  onNewConversation,
  onRename,
  onDelete,
  undoMs = conversationUndoMs,
  now,
  locale,
  timeZone,
  label = strings.heading,
  headingLevel = 2,
  className,
}: ConversationHistoryProps<Id>) {
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const HeadingTag = `h${headingLevel}` as const;

  const [editing, setEditing] = useState<Editing<Id> | null>(null);
  const [confirming, setConfirming] = useState<{ id: Id; title: string } | null>(null);
  const [pending, setPending] = useState<PendingDelete<Id> | null>(null);
  const [committed, setCommitted] = useState<Local<Id>[]>([]);
  const [renamed, setRenamed] = useState<Local<Id>[]>([]);
  const focusRequest = useRef<FocusRequest<Id> | null>(null);
  const focusFrame = useRef(0);

  // The latest values for timers and the unmount, which outlive the render that set them.
  const latest = useRef({ onDelete, conversations, pending });
  latest.current = { onDelete, conversations, pending };

  // Local changes stand until the host's list changes (its refetch or cache update shows them, or
  // brings a conversation back if its deletion failed).
  const liveCommitted = committed.filter((entry) => entry.list === conversations);
  const liveRenamed = renamed.filter((entry) => entry.list === conversations);

  const visible = conversations.filter(
    (c) => c.id !== pending?.id && !liveCommitted.some((entry) => entry.id === c.id),
  );

  const titleOf = (conversation: ConversationSummary<Id>) =>
    liveRenamed.find((entry) => entry.id === conversation.id)?.title ?? conversation.title ?? strings.untitled;

  // --- Focus ------------------------------------------------------------------------------------
  // Applied after the render that made the target exist, as a passive effect: a closing RAC menu
  // or dialog makes the rest of the page inert until its own effects are cleaned up, and those
  // run first. A target still inert (an overlay leaving later) is tried again on the next frames.
  // RAC gives focus back to an overlay's opener only if focus was lost to the body, so it leaves
  // these alone.
  useEffect(() => {
    const request = focusRequest.current;
    const root = rootRef.current;
    if (!request || !root) return;
    focusRequest.current = null;
    const find = (): HTMLElement | null | undefined => {
      const rows = [...root.querySelectorAll<HTMLElement>('[data-conversation-key]')];
      if (request.kind === 'undo') return undoRef.current;
      if (request.kind === 'after-removal') {
        return rows[Math.min(request.index, rows.length - 1)]?.querySelector('a') ?? newButtonRef.current;
      }
      const row = rows.find((el) => el.dataset.conversationKey === keyOf(request.id));
      const selector = request.kind === 'link' ? 'a' : request.kind === 'menu' ? '[data-slot="more"]' : 'input';
      return row?.querySelector<HTMLElement>(selector);
    };
    let tries = 0;
    const attempt = () => {
      focusFrame.current = 0;
      // A newer request wins.
      if (focusRequest.current) return;
      const target = find();
      if (!target) return;
      target.focus();
      if (target.ownerDocument.activeElement !== target) {
        tries += 1;
        if (tries < 5) focusFrame.current = requestAnimationFrame(attempt);
        return;
      }
      if (request.kind === 'field' && request.select && target instanceof HTMLInputElement) target.select();
    };
    cancelAnimationFrame(focusFrame.current);
    attempt();
  });
  useEffect(() => () => cancelAnimationFrame(focusFrame.current), []);

  // --- Delete, undo and the window ---------------------------------------------------------------
  const commit = (entry: PendingDelete<Id>) => {
    latest.current.onDelete(entry.id);
    setCommitted((list) => [
      ...list.filter((local) => local.list === latest.current.conversations),
      { id: entry.id, list: latest.current.conversations },
    ]);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one window per deletion (commit reads the latest props).
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      const focusWasOnUndo = rootRef.current?.querySelector('[data-slot="undo-bar"]')?.contains(document.activeElement);
      commit(pending);
      setPending(null);
      // Undo goes away: focus moves to the conversation that took the deleted one's place.
      if (focusWasOnUndo) focusRequest.current = { kind: 'after-removal', index: pending.index };
    }, undoMs);
    return () => clearTimeout(timer);
  }, [pending, undoMs]);

  // Unmounting during a window deletes for good: the user confirmed it.
  useEffect(
    () => () => {
      const { pending: open, onDelete: remove } = latest.current;
      if (open) remove(open.id);
    },
    [],
  );

  const confirmDelete = () => {
    if (!confirming) return;
    const index = visible.findIndex((c) => c.id === confirming.id);
    // A second deletion ends the first one's window: that one is deleted now.
    if (pending) commit(pending);
    setPending({ id: confirming.id, index: Math.max(index, 0), key: (pending?.key ?? 0) + 1 });
    setConfirming(null);
    focusRequest.current = { kind: 'undo' };
  };

  const undo = () => {
    if (!pending) return;
    setPending(null);
    focusRequest.current = { kind: 'link', id: pending.id };
  };

  // --- Rename -----------------------------------------------------------------------------------
  const startRename = (conversation: ConversationSummary<Id>) => {
    setEditing({ id: conversation.id, draft: titleOf(conversation), saving: false, error: null });
    // The title is selected: typing replaces it, arrows keep it.
    focusRequest.current = { kind: 'field', id: conversation.id, select: true };
  };

  const cancelRename = () => {
    if (!editing || editing.saving) return;
    setEditing(null);
    focusRequest.current = { kind: 'link', id: editing.id };
  };

  const saveRename = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing || editing.saving) return;
    const { id } = editing;
    const title = editing.draft.trim();
    const error = !title
      ? strings.titleRequired
      : title.length > maxConversationTitleLength
        ? strings.titleTooLong(maxConversationTitleLength)
        : null;
    if (error) {
      setEditing({ ...editing, error });
      return;
    }
    const current = conversations.find((c) => c.id === id);
    if (current && titleOf(current) === title) {
      setEditing(null);
      focusRequest.current = { kind: 'link', id };
      return;
    }
    setEditing({ ...editing, saving: true, error: null });
    try {
      await onRename(id, title);
      setRenamed((list) => [
        ...list.filter((local) => local.id !== id && local.list === latest.current.conversations),
        { id, title, list: latest.current.conversations },
      ]);
      setEditing((open) => (open?.id === id ? null : open));
      focusRequest.current = { kind: 'link', id };
    } catch {
      setEditing((open) => (open?.id === id ? { ...open, saving: false, error: strings.renameFailed } : open));
      focusRequest.current = { kind: 'field', id, select: false };
    }
  };

  const onFieldKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Escape cancels the rename only: it must not also close a drawer around the history.
    event.stopPropagation();
    event.preventDefault();
    cancelRename();
  };

  // --- Rendering --------------------------------------------------------------------------------
  const nowValue = now ?? Date.now();
  const query = search.trim();
  const ready = status === 'ready';

  const renderItem = (conversation: ConversationSummary<Id>) => {
    const key = keyOf(conversation.id);
    const title = titleOf(conversation);
    const isActive = activeId !== undefined && key === keyOf(activeId);
    if (editing?.id === conversation.id) {
      return (
        <li key={key} className={styles.item} data-conversation-key={key} data-editing>
          <form className={styles.renameForm} onSubmit={(event) => void saveRename(event)}>
            <TextField
              className={styles.renameField}
              value={editing.draft}
              onChange={(draft) => setEditing((open) => (open ? { ...open, draft, error: null } : open))}
              isInvalid={Boolean(editing.error)}
              isReadOnly={editing.saving}
              maxLength={maxConversationTitleLength}
              validationBehavior="aria"
              aria-label={strings.titleLabel}
            >
              <Input className={styles.renameInput} onKeyDown={onFieldKeyDown} />
              <div role="alert" className={styles.fieldAlert}>
                <FieldError className={styles.fieldError}>{editing.error}</FieldError>
              </div>
            </TextField>
            <div className={styles.renameButtons}>
              <IconButton type="submit" variant="quiet" label={strings.saveTitle} isPending={editing.saving}>
                <CheckIcon />
              </IconButton>
              <IconButton variant="quiet" label={strings.cancelRename} onPress={cancelRename}>
                <CloseIcon />
              </IconButton>
            </div>
            <span role="status" className={styles.saving}>
              {editing.saving ? strings.saving : null}
            </span>
          </form>
        </li>
      );
    }
    const date = formatConversationDate(conversation.updatedAt, nowValue, { locale, timeZone });
    return (
      <li key={key} className={styles.item} data-conversation-key={key} data-active={isActive || undefined}>
        <Link className={styles.itemLink} href={hrefOf(conversation.id)} aria-current={isActive ? 'page' : undefined}>
          <span className={styles.itemTitle}>{title}</span>
          {date || conversation.messageCount !== undefined ? (
            <span className={styles.itemMeta}>
              {date ? (
                <>
                  <span className={visuallyHidden}>, </span>
                  <time dateTime={date.iso} title={date.full}>
                    {date.short}
                  </time>
                </>
              ) : null}
              {conversation.messageCount !== undefined ? (
                <>
                  {date ? <span aria-hidden> · </span> : null}
                  <span className={visuallyHidden}>, </span>
                  <span>{strings.messageCount(conversation.messageCount)}</span>
                </>
              ) : null}
            </span>
          ) : null}
        </Link>
        <MenuTrigger>
          {/* IconButton is a RAC Button: MenuTrigger presses it, sets aria-expanded and keeps it pressed while open. */}
          <IconButton variant="quiet" label={strings.moreActions(title)} data-slot="more">
            <MoreIcon />
          </IconButton>
          <Popover className={styles.popover} placement="bottom end" offset={4}>
            <Menu
              className={styles.menu}
              onAction={(action) => {
                if (action === 'rename') startRename(conversation);
                else if (action === 'delete') setConfirming({ id: conversation.id, title });
              }}
            >
              <MenuItem id="rename" className={styles.menuItem}>
                <EditIcon />
                {strings.rename}
              </MenuItem>
              <MenuItem id="delete" className={styles.menuItem} data-tone="critical">
                <TrashIcon />
                {strings.delete}
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </li>
    );
  };

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className={styles.state}>
        <Loader label={strings.loading} showLabel />
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div role="alert" className={styles.errorState}>
        <p className={styles.stateText}>{strings.loadError}</p>
        {onRetry ? (
          <Button variant="secondary" className={styles.startAligned} onPress={onRetry}>
            {strings.retry}
          </Button>
        ) : null}
      </div>
    );
  } else if (visible.length === 0) {
    body = (
      <div className={styles.state}>
        <p className={styles.stateText}>{query ? strings.noMatch(query) : strings.empty}</p>
      </div>
    );
  } else {
    body = (
      <ul className={styles.list} aria-labelledby={headingId}>
        {visible.map(renderItem)}
      </ul>
    );
  }

  return (
    <section
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-status={status}
    >
      <div className={styles.header}>
        <HeadingTag id={headingId} className={styles.heading}>
          {label}
        </HeadingTag>
        <Button ref={newButtonRef} variant="primary" className={styles.fullWidth} onPress={onNewConversation}>
          <PlusIcon />
          {strings.newConversation}
        </Button>
        <SearchField className={styles.search} value={search} onChange={onSearchChange}>
          <Label className={visuallyHidden}>{strings.searchLabel}</Label>
          <div className={styles.searchBox}>
            <SearchIcon />
            <Input className={styles.searchInput} placeholder={strings.searchPlaceholder} />
            {search ? (
              <IconButton variant="quiet" className={styles.clearButton} label={strings.clearSearch}>
                <CloseIcon />
              </IconButton>
            ) : null}
          </div>
        </SearchField>
      </div>

      {/* "Conversation deleted." is said once, politely; Undo sits beside it, not inside it. */}
      <div className={styles.undoBar} data-slot="undo-bar" data-open={pending ? true : undefined}>
        <p role="status" className={styles.undoText}>
          {pending ? strings.deleted : null}
        </p>
        {pending ? (
          <Button ref={undoRef} variant="secondary" onPress={undo}>
            {strings.undo}
          </Button>
        ) : null}
      </div>

      {body}

      {ready && hasMore && visible.length > 0 ? (
        // A react-aria Button with the library's look: while loading, its own label ("Loading older
        // conversations...") and small spinner stay in view; Button's isPending would hide the label.
        <AriaButton
          className={buttonClassName('secondary', 'md', styles.startAligned)}
          isPending={isLoadingMore}
          onPress={() => onLoadMore?.()}
        >
          {isLoadingMore ? <span className={styles.spinner} aria-hidden /> : null}
          {isLoadingMore ? strings.loadingOlder : strings.showOlder}
        </AriaButton>
      ) : null}

      {/* Search results are said politely as they arrive (the host debounces the typing). */}
      <p role="status" className={visuallyHidden}>
        {ready && query ? (visible.length > 0 ? strings.found(visible.length) : strings.noMatch(query)) : null}
      </p>

      <ModalOverlay
        className={styles.overlay}
        isOpen={confirming !== null}
        onOpenChange={(isOpen) => {
          if (isOpen || !confirming) return;
          // Cancelled (Cancel or Escape): back to the item's menu button.
          focusRequest.current = { kind: 'menu', id: confirming.id };
          setConfirming(null);
        }}
      >
        <Modal className={styles.dialogModal}>
          <Dialog role="alertdialog" className={styles.dialog} aria-describedby={`${headingId}-delete`}>
            <Heading slot="title" className={styles.dialogTitle}>
              {strings.deleteTitle}
            </Heading>
            <p id={`${headingId}-delete`} className={styles.dialogText}>
              {confirming ? strings.deleteDescription(confirming.title) : null}
            </p>
            <div className={styles.dialogButtons}>
              <Button slot="close" variant="secondary" className={styles.startAligned} autoFocus>
                {strings.cancel}
              </Button>
              <Button variant="danger" onPress={confirmDelete}>
                {strings.confirmDelete}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </section>
  );
}

function PlusIcon() {
  return (
    <svg aria-hidden {...lineIconProps}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden {...lineIconProps} className={styles.searchIcon}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4 4" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg aria-hidden {...lineIconProps}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

function MoreIcon() {
  return (
    <svg aria-hidden {...lineIconProps} fill="currentColor" stroke="none">
      <circle cx="5.5" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="18.5" cy="12" r="1.8" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden {...lineIconProps}>
      <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 12.5h9l1-12.5" />
    </svg>
  );
}
