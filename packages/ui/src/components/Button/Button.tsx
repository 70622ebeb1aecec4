import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
  ProgressBar,
} from 'react-aria-components';
import { primitiveMessages } from '../../messages/primitives';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';
export type ButtonSize = 'md' | 'sm';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'> {
  /**
   * `primary`: the one main action of a view; `secondary`: the other actions; `danger`: an action
   * that deletes or cannot be undone; `quiet`: a low-emphasis action among text. @default 'primary'
   */
  variant?: ButtonVariant;
  /** `md` is 44 px high (a comfortable touch target); `sm` is 36 px, for dense rows on pointer devices. @default 'md' */
  size?: ButtonSize;
  /** What the spinner is called while `isPending`: read out after the button's label. @default "In progress" */
  pendingLabel?: string;
  /** A short verb phrase, optionally with an icon. */
  children?: ReactNode;
  /** Layout-only escape hatch (margins, grid placement). */
  className?: string;
  /** The `<button>` element (to move focus to it, for example). */
  ref?: Ref<HTMLButtonElement>;
}

/** The classes of a button's look, shared with `ButtonLink` (a link that looks like one). */
export function buttonClassName(variant: ButtonVariant, size: ButtonSize, className: string | undefined): string {
  return [styles.variant[variant], styles.size[size], className].filter(Boolean).join(' ');
}

/**
 * A button on react-aria-components: press, keyboard (Enter, Space) and a visible focus ring, in
 * four variants and two sizes. With `isPending` it keeps its place in the tab order and its width,
 * shows a spinner over its label, ignores presses and is announced as busy to whoever has it
 * focused.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  pendingLabel = primitiveMessages.button.pending,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton {...props} className={buttonClassName(variant, size, className)}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={styles.label}>{content}</span>
          {isPending ? <ProgressBar isIndeterminate aria-label={pendingLabel} className={styles.spinner} /> : null}
        </>
      ))}
    </AriaButton>
  );
}
