import { Button } from '@app/ui';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as accountStyles from './account/account.css';
import * as styles from './page.css';

export interface ConfirmActionProps {
  /** The trigger's text, and the confirm button's unless `confirmLabel` is given. */
  label: string;
  /** The trigger's accessible name where its text alone is ambiguous (one Revoke per token of a list). */
  triggerName?: string;
  /** `danger` (the default) or `secondary` for a trigger that only opens the question. */
  triggerTone?: 'danger' | 'secondary';
  /** Wraps the trigger (an actions row). */
  triggerRowClassName?: string;
  title: string;
  body: string;
  confirmLabel?: string;
  /** The confirm button's text while the action runs. */
  busyLabel: string;
  cancelLabel: string;
  isDisabled?: boolean;
  isBusy: boolean;
  /** Called with a close function: the dialog closes once the call is done. */
  onConfirm: (close: () => void) => void;
  /** More of the question (a reason field). */
  children?: ReactNode;
}

/**
 * A destructive action behind a confirmation: an alert dialog whose confirm button has the focus,
 * dismissed by Cancel, Escape or a press outside.
 */
export function ConfirmAction({
  label,
  triggerName,
  triggerTone = 'danger',
  triggerRowClassName,
  title,
  body,
  confirmLabel = label,
  busyLabel,
  cancelLabel,
  isDisabled,
  isBusy,
  onConfirm,
  children,
}: ConfirmActionProps) {
  const [isOpen, setOpen] = useState(false);
  const trigger = (
    <Button
      variant={triggerTone === 'danger' ? 'danger' : 'secondary'}
      isDisabled={isDisabled}
      {...(triggerName ? { 'aria-label': triggerName } : {})}
    >
      {label}
    </Button>
  );
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      {triggerRowClassName ? <div className={triggerRowClassName}>{trigger}</div> : trigger}
      <ModalOverlay className={accountStyles.overlay} isDismissable>
        <Modal className={accountStyles.modal}>
          <Dialog role="alertdialog" className={accountStyles.dialog}>
            <Form
              className={styles.form}
              onSubmit={(event) => {
                event.preventDefault();
                if (!isBusy) onConfirm(() => setOpen(false));
              }}
            >
              <Heading slot="title" className={styles.subtitle}>
                {title}
              </Heading>
              <p className={styles.text}>{body}</p>
              {children}
              <div className={styles.actions}>
                <Button type="submit" variant="danger" autoFocus>
                  {isBusy ? busyLabel : confirmLabel}
                </Button>
                <Button variant="secondary" slot="close">
                  {cancelLabel}
                </Button>
              </div>
            </Form>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
