import { type Key, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { CheckIcon, lineIconProps } from './lineIcons';
import * as styles from './listBox.css';

/** One choice of a list that drops from a field. */
export interface ListOption {
  id: string;
  label: string;
  /** A second line under the label, smaller and muted; part of the option's accessible name. */
  description?: string;
}

/**
 * The popover list of a Select or a ComboBox: the chosen option bold with a check, and its
 * description (if any) on a second line. `options` for a select; a combo box passes none (its list
 * comes from the combo box, filtered as one types).
 */
export function OptionList({ options }: { options?: readonly ListOption[] }) {
  return (
    <Popover className={styles.popover} placement="bottom start">
      <ListBox<ListOption> className={styles.listBox} {...(options ? { items: options } : {})}>
        {(option) => (
          <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
            {({ isSelected }) => (
              <>
                {option.description ? (
                  // Both lines name the option: what is seen is what is heard (WCAG 2.5.3); the
                  // space between them keeps the two apart in the name.
                  <span className={styles.optionText}>
                    <span>{option.label}</span> <span className={styles.optionDescription}>{option.description}</span>
                  </span>
                ) : (
                  option.label
                )}
                {isSelected ? <CheckIcon /> : null}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}

/** The chevron of a field that opens a list. */
export function ChevronIcon() {
  return (
    <svg aria-hidden {...lineIconProps} className={styles.chevron}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/** react-aria's key-based selection props, which Select and ComboBox replace with string ids. */
export type KeySelectionProps =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'selectionMode';

/** The chosen option by its string id, instead of react-aria's key. */
export interface IdSelection {
  /** The chosen option's `id` (controlled); `null` for none yet. */
  value?: string | null;
  /** The option chosen at first (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the `id` of the option the reader chooses. */
  onChange?: (id: string) => void;
}

/** react-aria reports a key, or `null` once nothing is chosen; the options' ids are strings. */
export const reportId = (onChange: ((id: string) => void) | undefined) =>
  onChange ? (key: Key | null) => key !== null && onChange(String(key)) : undefined;
