import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
  Label,
  type ValidationResult,
} from 'react-aria-components';
import { FieldHelp, isInvalidField } from '../../internal/FieldHelp';
import { lineIconProps } from '../../internal/lineIcons';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The visible words beside the box (also its accessible name). */
  children: ReactNode;
  /** Layout-only escape hatch, on the checkbox's label. */
  className?: string;
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'> {
  /** The visible label of the group (also its accessible name). */
  label: string;
  /** A hint under the checkboxes, read with the group by screen readers. */
  description?: string;
  /**
   * The error to show when the group is invalid: a fixed text, or one made from the validation
   * result. Without one (`null` or not given), the validation's own message shows. A text given
   * here also marks the group invalid, unless `isInvalid` says otherwise: pass your own
   * validation's verdict as `errorMessage={error}`.
   */
  errorMessage?: string | null | ((validation: ValidationResult) => string);
  /** The group's {@link Checkbox}es, each with a `value`. */
  children: ReactNode;
  /** One checkbox a line (`vertical`, the default), or side by side and wrapping (`horizontal`). */
  orientation?: 'vertical' | 'horizontal';
  /** Layout-only escape hatch, on the group's wrapper. */
  className?: string;
}

// The library's line drawing, heavier and smaller: it must read inside a 20 px box.
const markProps = { ...lineIconProps, strokeWidth: 3, className: styles.mark } as const;

/**
 * A box to tick, on react-aria-components: on its own (a yes/no that takes effect when a form is
 * sent, such as accepting terms) or as one of a {@link CheckboxGroup}, where it needs a `value`.
 * `isIndeterminate` shows a dash, for a "select all" of which only some are ticked. At least
 * 44 px tall; with a `name` (on its own) it submits in a form while ticked.
 */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <svg aria-hidden {...markProps}>
                <path d="M6 12h12" />
              </svg>
            ) : isSelected ? (
              <svg aria-hidden {...markProps}>
                <path d="M5 12.5 10 17.5 19 7" />
              </svg>
            ) : null}
          </span>
          <span className={styles.text}>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}

/**
 * Several choices of which any number may be ticked, on react-aria-components: a labelled `group`
 * of {@link Checkbox}es. Its value is the `value`s of the ticked ones; its label, description and
 * error are wired to the group, and with a `name` it submits each ticked value in a form.
 * Controlled (`value`, `onChange`) or uncontrolled (`defaultValue`).
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      isInvalid={isInvalidField(props.isInvalid, errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.options[orientation]}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
