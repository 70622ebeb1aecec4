import { Button, visuallyHidden } from '@app/ui';

/**
 * A form's submit button that says what is happening while the call runs ("Logging in..."). It
 * stays enabled and focused (the form ignores a second submit), and the busy text is announced
 * politely. `Button`'s `isPending` is not used: it hides the label under a spinner, and here the
 * busy words are what the reader should see.
 */
export function SubmitButton({ isBusy, label, busyLabel }: { isBusy: boolean; label: string; busyLabel: string }) {
  return (
    <>
      <Button type="submit" variant="primary">
        {isBusy ? busyLabel : label}
      </Button>
      <span role="status" className={visuallyHidden}>
        {isBusy ? busyLabel : ''}
      </span>
    </>
  );
}
