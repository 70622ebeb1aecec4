import type { SignName } from '@app/sky';
import { Button } from '@app/ui';
import { useState } from 'react';
import * as styles from './keepSunSign.css';
import { keepSunSignMessages as messages } from './keepSunSignMessages';
import { forgetNatalSun, keepNatalSun, readNatalSun } from './natalSunStore';

type Outcome = 'kept' | 'forgotten' | 'unavailable' | null;

/**
 * "Keep my Sun sign on this device": an opt-in, so the offline Today view can show the person's
 * natal Sun without a network. Only the sign is stored, in this browser; "Forget" removes it.
 */
export function KeepSunSignControl({ sunSign }: { sunSign: SignName }) {
  const [kept, setKept] = useState<SignName | null>(() => readNatalSun());
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A sign kept before a change of birth data is out of date: offer to keep the current one.
  const keptCurrent = kept === sunSign;

  const keep = () => {
    if (keepNatalSun(sunSign)) {
      setKept(sunSign);
      setOutcome('kept');
    } else setOutcome('unavailable');
  };
  const forget = () => {
    forgetNatalSun();
    setKept(null);
    setOutcome('forgotten');
  };

  return (
    <section aria-labelledby="keep-sun-sign" className={styles.box}>
      <h2 id="keep-sun-sign" className={styles.title}>
        {messages.label}
      </h2>
      <p className={styles.text}>{messages.description(sunSign)}</p>
      <div className={styles.actions}>
        {keptCurrent ? null : (
          <Button variant="primary" onPress={keep}>
            {messages.label}
          </Button>
        )}
        {kept ? (
          <Button variant="secondary" onPress={forget}>
            {messages.forget}
          </Button>
        ) : null}
      </div>
      <p role="status" className={styles.text}>
        {outcome === 'unavailable'
          ? messages.unavailable
          : outcome === 'forgotten'
            ? messages.forgotten
            : kept
              ? messages.kept(kept)
              : ''}
      </p>
    </section>
  );
}
