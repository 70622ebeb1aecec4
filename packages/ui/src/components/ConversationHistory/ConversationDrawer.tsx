import type { MouseEvent, ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { conversationMessages as strings } from '../../messages/conversations';
import { IconButton } from '../IconButton';
import * as styles from './ConversationDrawer.css';

export interface ConversationDrawerProps {
  /** Open state (controlled). */
  isOpen: boolean;
  /** Called to close it: the close button, Escape, a press on the backdrop, or a followed link. */
  onOpenChange: (isOpen: boolean) => void;
  /** The drawer's content, usually a `ConversationHistory`. */
  children: ReactNode;
  /** Accessible name of the drawer (a modal dialog). @default "Conversations" */
  label?: string;
  /** Accessible name of the close button. @default "Close conversations" */
  closeLabel?: string;
  /**
   * Close when a link inside is followed in this tab (a plain click or Enter; not a click that
   * opens a new tab or window), so that the conversation chosen is in view. @default true
   */
  closeOnNavigate?: boolean;
  /** Layout-only escape hatch, on the drawer's panel. */
  className?: string;
}

/**
 * A modal drawer for narrow screens that slides in from the inline start (at once under reduced
 * motion), with a labelled close button; focus stays inside while it is open and returns to the
 * opener after. The host decides where it is used: typically a side panel with the
 * `ConversationHistory` on wide screens and this drawer behind a "Conversations" button below the
 * host's own CSS breakpoint (the library has no opinion on the width).
 *
 * @example
 * ```tsx
 * const wide = useMediaQuery('(min-width: 60rem)');
 * return wide ? (
 *   <aside aria-label="Conversations">{history}</aside>
 * ) : (
 *   <ConversationDrawer isOpen={open} onOpenChange={setOpen}>{history}</ConversationDrawer>
 * );
 * ```
 */
export function ConversationDrawer({
  isOpen,
  onOpenChange,
  children,
  label = strings.drawer.label,
  closeLabel = strings.drawer.close,
  closeOnNavigate = true,
  className,
}: ConversationDrawerProps) {
  const followLinks = (event: MouseEvent) => {
    if (!closeOnNavigate) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a[href]');
    if (link && link.getAttribute('target') !== '_blank') onOpenChange(false);
  };
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={[styles.drawer, className].filter(Boolean).join(' ')}>
        <Dialog className={styles.dialog} aria-label={label}>
          {/* Watches clicks on the links inside (Enter on a link fires one too), in the capture phase:
              RAC's links stop a click's propagation once they have routed it. */}
          <div className={styles.content} onClickCapture={followLinks}>
            <div className={styles.bar}>
              {/* The Dialog's "close" slot: IconButton is a RAC Button, so a press closes the drawer. */}
              <IconButton slot="close" variant="quiet" label={closeLabel}>
                <svg className={styles.closeIcon} viewBox="0 0 24 24" aria-hidden focusable={false}>
                  <path
                    d="M6 6l12 12M18 6 6 18"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                </svg>
              </IconButton>
            </div>
            {children}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
