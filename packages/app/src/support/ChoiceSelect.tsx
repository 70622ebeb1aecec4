import {
  Button,
  FieldError,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import * as styles from '../routes/page.css';
import * as support from './SupportRequestPage.css';

export interface Choice {
  id: string;
  label: string;
}

export interface ChoiceSelectProps {
  label: string;
  /** The chosen choice's id. */
  value: string;
  choices: readonly Choice[];
  onChange: (id: string) => void;
  name?: string;
  isDisabled?: boolean;
  /** A line under the control (loading, empty...). */
  hint?: string | null;
  /** The error the form decides; the control is invalid while it is set. */
  error?: string | null;
}

/** A labelled single choice from a short list (RAC Select), with the forms' input look. */
export function ChoiceSelect({ label, value, choices, onChange, name, isDisabled, hint, error }: ChoiceSelectProps) {
  return (
    <Select
      className={styles.field}
      name={name}
      value={value}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={support.selectButton}>
        <SelectValue className={support.selectValue} />
        <span aria-hidden="true">▾</span>
      </Button>
      {hint ? (
        <Text slot="description" className={styles.fieldHint}>
          {hint}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{error}</FieldError>
      <Popover className={support.popover} placement="bottom start">
        <ListBox className={support.listBox} items={choices}>
          {(choice) => (
            <ListBoxItem id={choice.id} className={support.option} textValue={choice.label}>
              {choice.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
