import { useId } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Label,
  Radio,
  type ValidationResult,
} from 'react-aria-components';
import { FieldHelp, isInvalidField } from '../../internal/FieldHelp';
import * as styles from './RadioGroup.css';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  /** What the group's value is when this option is chosen (and what a form submits). */
  id: string;
  /** The option's visible words (also its accessible name). */
  label: string;
  /** A line under the label, read with the option. Shown by the `list` variant only. */
  description?: string;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'> {
  /** The visible label of the group (also its accessible name): the question the options answer. */
  label: string;
  /** The choices, in the order shown. */
  options: readonly RadioOption[];
  /** A hint under the options, read with the group by screen readers. */
  description?: string;
  /**
   * The error to show when the group is invalid: a fixed text, or one made from the validation
   * result. Without one (`null` or not given), the validation's own message shows. A text given
   * here also marks the group invalid, unless `isInvalid` says otherwise: pass your own
   * validation's verdict as `errorMessage={error}`.
   */
  errorMessage?: string | null | ((validation: ValidationResult) => string);
  /**
   * `list` (the default): a circle before each option's label, its description under it; one
   * option a line, or side by side with `orientation="horizontal"`. `chips`: pills side by side,
   * for a few short options (an option's `description` is not shown).
   */
  variant?: 'chips' | 'list';
  /** Layout-only escape hatch, on the group's wrapper. */
  className?: string;
}

/**
 * One choice among a few options shown at once, on react-aria-components: a labelled `radiogroup`
 * of `radio`s, each at least 44 px tall. Its label, description and error are wired to the group,
 * and with a `name` it submits the chosen option's `id` in a form. Controlled (`value`,
 * `onChange`) or uncontrolled (`defaultValue`).
 */
export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  variant = 'list',
  className,
  ...props
}: RadioGroupProps) {
  const id = useId();
  const optionsClass =
    variant === 'chips' ? styles.chips : props.orientation === 'horizontal' ? styles.listRow : styles.listColumn;
  return (
    <AriaRadioGroup
      {...props}
      isInvalid={isInvalidField(props.isInvalid, errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={optionsClass}>
        {options.map((option, index) => {
          if (variant === 'chips') {
            return (
              <Radio key={option.id} value={option.id} className={styles.chip}>
                {option.label}
              </Radio>
            );
          }
          // With a description inside the option, the label alone names it and the description describes it.
          const labelId = `${id}-${index}-label`;
          const descriptionId = `${id}-${index}-description`;
          return (
            <Radio
              key={option.id}
              value={option.id}
              className={styles.row}
              {...(option.description ? { 'aria-labelledby': labelId, 'aria-describedby': descriptionId } : {})}
            >
              <span className={styles.circle} aria-hidden="true" />
              <span id={labelId}>{option.label}</span>
              {option.description ? (
                <span id={descriptionId} className={styles.optionDescription}>
                  {option.description}
                </span>
              ) : null}
            </Radio>
          );
        })}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
