import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { skyOnboardingMessages } from '../../messages/skyOnboarding';
import * as styles from './BirthDataForm.css';

const messages = skyOnboardingMessages;

export interface StepIndicatorProps {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** The current step, 0-based. */
  current: number;
  /** @default "Onboarding steps" */
  label?: string;
  className?: string;
}

/** Where the user is in a sequence of steps: a list with the current step marked. */
export function StepIndicator({ steps, current, label = messages.stepsLabel, className }: StepIndicatorProps) {
  return (
    <nav aria-label={label} className={className}>
      <p className={styles.progress}>{messages.stepOf(current + 1, steps.length)}</p>
      <ol className={styles.steps}>
        {steps.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={name}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.stepNumber} aria-hidden>
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span>{name}</span>
              {state === 'done' ? <span className={visuallyHidden}>({messages.completed})</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
