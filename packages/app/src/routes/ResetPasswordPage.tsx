import {
  authErrorOf,
  confirmPasswordResetMutationOptions,
  isAcceptablePassword,
  passwordLength,
  passwordResetLinkMinutes,
  requestPasswordResetMutationOptions,
  serverMessageOf,
} from '@app/contract';
import { ButtonLink, Card, Notice } from '@app/ui';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useSearch } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { apiClient } from '../app/api';
import { appMessages } from '../messages';
import { AuthField, emailFieldError } from './AuthField';
import { FormResult } from './FormResult';
import { invitationMessages } from './invitationMessages';
import * as styles from './page.css';
import { SubmitButton } from './SubmitButton';
import { usePageTitle } from './usePageTitle';

const m = appMessages.resetPassword;
const resetPath = '/reset-password';

/** Step one: the address of the account; the server mails a link (or says it would). */
function RequestLinkForm() {
  const [email, setEmail] = useState('');
  const request = useMutation(requestPasswordResetMutationOptions(apiClient));
  const sent = request.data?.message;
  const failure = request.isError ? serverMessageOf(request.error, m.failed) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    request.mutate({ email: email.trim() });
  };

  if (sent !== undefined) {
    return (
      <FormResult id="reset-sent-title" title={m.sentTitle}>
        <p role="status" className={styles.text}>
          {sent}
        </p>
        <div className={styles.actions}>
          <ButtonLink variant="secondary" onPress={() => request.reset()}>
            {m.sendAnother}
          </ButtonLink>
          <Link className={styles.textLink} href="/auth">
            {m.backToLogIn}
          </Link>
        </div>
      </FormResult>
    );
  }

  return (
    <Form className={styles.form} onSubmit={submit} aria-labelledby="reset-request-title">
      <h2 id="reset-request-title" className={styles.subtitle}>
        {m.requestTitle}
      </h2>
      <p className={styles.muted}>{m.requestLead(passwordResetLinkMinutes)}</p>
      {failure ? (
        <Notice tone="critical" announce="assertive">
          {failure}
        </Notice>
      ) : null}
      <AuthField
        name="email"
        label={m.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        validate={emailFieldError(m.email)}
      />
      <SubmitButton isBusy={request.isPending} label={m.send} busyLabel={m.sending} />
      <Link className={styles.textLink} href="/auth">
        {m.backToLogIn}
      </Link>
    </Form>
  );
}

/** Step two, from the mailed link: the new password, twice (an invitation's link says welcome). */
function ChoosePasswordForm({ token, isInvitation }: { token: string; isInvitation: boolean }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const confirm = useMutation(confirmPasswordResetMutationOptions(apiClient));
  const done = confirm.data?.message;
  const failure = confirm.isError ? authErrorOf(confirm.error) : null;
  // A refused link (no field to blame) ends the form: the page offers a new link instead.
  const linkRefused = confirm.isError && (failure?.errors.length ?? 0) === 0;
  const lengthRule = m.tooShortOrLong(passwordLength.min, passwordLength.max);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    setServerErrors({});
    confirm.mutate(
      { token, password },
      {
        onError: (error) => {
          const errors = authErrorOf(error)?.errors ?? [];
          setServerErrors(
            Object.fromEntries(errors.map((error) => [('field' in error && error.field) || 'password', error.message])),
          );
        },
      },
    );
  };

  if (done !== undefined) {
    return (
      <FormResult id="reset-done-title" title={m.doneTitle}>
        <p role="status" className={styles.text}>
          {done}
        </p>
        <div className={styles.actions}>
          <ButtonLink variant="primary" href="/auth">
            {m.logIn}
          </ButtonLink>
        </div>
      </FormResult>
    );
  }

  if (linkRefused) {
    return (
      <FormResult id="reset-invalid-title" title={isInvitation ? invitationMessages.invalidTitle : m.invalidTitle}>
        <Notice tone="critical" announce="assertive">
          {failure?.message ?? serverMessageOf(confirm.error, m.failed)}
        </Notice>
        <div className={styles.actions}>
          <ButtonLink variant="primary" href={resetPath}>
            {m.askAgain}
          </ButtonLink>
        </div>
      </FormResult>
    );
  }

  return (
    <Form
      className={styles.form}
      onSubmit={submit}
      validationErrors={serverErrors}
      aria-labelledby="reset-choose-title"
    >
      <h2 id="reset-choose-title" className={styles.subtitle}>
        {isInvitation ? invitationMessages.chooseTitle : m.chooseTitle}
      </h2>
      <p className={styles.muted}>
        {(isInvitation ? invitationMessages.chooseLead : m.chooseLead)(passwordLength.min, passwordLength.max)}
      </p>
      <AuthField
        name="password"
        label={m.newPassword}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setServerErrors({});
        }}
        validate={(value) => (isAcceptablePassword(value) ? null : lengthRule)}
      />
      <AuthField
        name="repeat"
        label={m.repeatPassword}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        validate={(value) => (value === password ? null : m.mismatch)}
      />
      <SubmitButton isBusy={confirm.isPending} label={m.save} busyLabel={m.saving} />
    </Form>
  );
}

/**
 * `/reset-password` (DECISIONS "Pages"): ask for a link by e-mail; the link (`?token=`) opens the
 * form that sets the new password.
 */
export function ResetPasswordPage() {
  const routeTitle = usePageTitle() ?? appMessages.titles.resetPassword;
  const { token } = useSearch({ from: '/reset-password' });
  // `&invitation=1`: a new account's invitation (the user generator). Read from the raw search, so
  // the route's validator in the entry stays as it is; it only changes the words.
  const invitation = useLocation({ select: (location) => (location.search as Record<string, unknown>).invitation });
  const isInvitation = Boolean(token) && String(invitation) === '1';
  const title = isInvitation ? invitationMessages.title : routeTitle;
  return (
    <section className={styles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <Card>{token ? <ChoosePasswordForm token={token} isInvitation={isInvitation} /> : <RequestLinkForm />}</Card>
    </section>
  );
}
