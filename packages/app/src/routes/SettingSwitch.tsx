import { Switch } from 'react-aria-components';
import * as own from './PreferencesPage.css';
import * as styles from './page.css';

export interface SettingSwitchProps {
  /** The field's name (a form's server errors are keyed by it). */
  name: string;
  label: string;
  /** What turning it on does, read with the switch. */
  hint: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  error?: string | undefined;
}

/** An on/off setting of the preferences and notifications pages: a 44 px switch, its words and hint. */
export function SettingSwitch({ name, label, hint, isSelected, onChange, isDisabled, error }: SettingSwitchProps) {
  const hintId = `${name}-hint`;
  return (
    <div className={styles.field}>
      <Switch
        className={own.switchRoot}
        name={name}
        isSelected={isSelected}
        onChange={onChange}
        isDisabled={Boolean(isDisabled)}
        aria-describedby={hintId}
      >
        <span className={own.switchTrack} aria-hidden>
          <span className={own.switchThumb} />
        </span>
        {label}
      </Switch>
      <p id={hintId} className={styles.fieldHint}>
        {hint}
      </p>
      {error ? <p className={styles.fieldError}>{error}</p> : null}
    </div>
  );
}
