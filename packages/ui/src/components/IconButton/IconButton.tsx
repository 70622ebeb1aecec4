import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './IconButton.css';

export type IconButtonVariant = 'outline' | 'quiet' | 'primary';

export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label'> {
  /** What the button does, for those who cannot see the icon (its accessible name). Required: an icon alone names nothing. */
  label: string;
  /** The icon, drawn at 20 px: an {@link Icon} or any decorative SVG. */
  children: ReactNode;
  /** `outline` on busy backgrounds, `quiet` in toolbars, `primary` for the main action (send). @default 'outline' */
  variant?: IconButtonVariant;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * A round, 44 px button showing only an icon, on react-aria-components. Its `label` is its
 * accessible name; pair it with a visible tooltip or nearby text where the icon is not universal.
 */
export function IconButton({ label, children, variant = 'outline', className, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={[styles.variant[variant], className].filter(Boolean).join(' ')}
    >
      {children}
    </AriaButton>
  );
}
