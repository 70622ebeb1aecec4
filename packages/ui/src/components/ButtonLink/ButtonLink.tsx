import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from '../Button';
import { buttonClassName } from '../Button/Button';
import * as styles from '../Button/Button.css';

export interface ButtonLinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  /** The same variants as {@link Button}: one `primary` per view, `secondary` for the others. @default 'primary' */
  variant?: ButtonVariant;
  /** `md` is 44 px high, `sm` 36 px (pointer devices only). @default 'md' */
  size?: ButtonSize;
  /** Where it goes, in a few words ("Go to login", not "Click here"). */
  children?: ReactNode;
  /** Layout-only escape hatch (margins, grid placement). */
  className?: string;
}

/**
 * A link that looks like a {@link Button}: for a call to action that goes somewhere (another page,
 * the next step) rather than doing something here. It stays a link for assistive technology and
 * the browser (its role, middle-click, "open in new tab"), and follows the client router set with
 * react-aria-components' `RouterProvider` when there is one. Given `onPress` and no `href`, it is
 * a link-styled action in the tab order, as in react-aria-components.
 */
export function ButtonLink({ variant = 'primary', size = 'md', className, children, ...props }: ButtonLinkProps) {
  return (
    <AriaLink {...props} className={buttonClassName(variant, size, className)}>
      <span className={styles.label}>{children}</span>
    </AriaLink>
  );
}
