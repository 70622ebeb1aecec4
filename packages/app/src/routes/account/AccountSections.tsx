import {
  accountQueryOptions,
  changeEmailMutationOptions,
  changePasswordMutationOptions,
  isAcceptablePassword,
  passwordLength,
  profileQueryOptions,
  updateProfileMutationOptions,
} from '@app/contract';
import { Notice, TextField } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { apiClient } from '../../app/api';
import { appMessages } from '../../messages';
import { pageMessages } from '../../pageMessages';
import { AuthField, emailFieldError } from '../AuthField';
import * as styles from '../page.css';
import { SubmitButton } from '../SubmitButton';
import { formErrorsOf } from './formErrors';
import { ResendVerification } from './ResendVerification';
import { LoadState, Outcome, SettingsSection } from './SettingsSection';

const m = pageMessages.accountSettings;
const required = (label: string) => (value: string) => (value === '' ? appMessages.auth.required(label) : null);

/** The name the app and Selene use (the profile's display name); empty means the username. */
export function DisplayNameSection() {
  const profile = useQuery(profileQueryOptions(apiClient));
  const save = useMutation(updateProfileMutationOptions(apiClient));
  const [name, setName] = useState<string | null>(null);
  const shown = name ?? profile.data?.displayName ?? '';
  const errors = save.isError ? formErrorsOf(save.error, m.failed) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate({ displayName: shown }, { onSuccess: () => setName(null) });
  };

  return (
    <SettingsSection id="settings-name" title={m.name.title} lead={m.name.lead}>
      {profile.isPending || profile.isError ? (
        <LoadState isError={profile.isError} retry={() => void profile.refetch()} />
      ) : (
        <Form className={styles.form} onSubmit={submit} validationErrors={errors?.byField ?? {}}>
          <TextField
            label={m.name.label}
            name="displayName"
            autoComplete="nickname"
            maxLength={80}
            value={shown}
            onChange={(value) => {
              setName(value);
              save.reset();
            }}
          />
          <div>
            <SubmitButton isBusy={save.isPending} label={m.name.save} busyLabel={m.saving} />
          </div>
          <Outcome done={save.isSuccess ? m.name.saved : null} failure={errors?.message ?? null} />
        </Form>
      )}
    </SettingsSection>
  );
}

/** The address, whether it is verified or a new one waits, and a change (confirmed by its link). */
export function EmailSection() {
  const account = useQuery(accountQueryOptions(apiClient));
  const change = useMutation(changeEmailMutationOptions(apiClient));
  const [values, setValues] = useState({ email: '', password: '' });
  const errors = change.isError ? formErrorsOf(change.error, m.failed) : null;
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    change.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: () => setValues({ email: '', password: '' }) },
    );
  };

  const data = account.data;
  return (
    <SettingsSection id="settings-email" title={m.email.title} lead={m.email.lead}>
      {account.isPending || account.isError || !data ? (
        <LoadState isError={account.isError || (!account.isPending && !data)} retry={() => void account.refetch()} />
      ) : (
        <>
          <p className={styles.text}>
            {data.email ? m.email.current(data.email) : m.email.none}{' '}
            {data.email ? data.emailVerified ? <strong>{m.email.verified}</strong> : null : null}
          </p>
          {data.pendingEmail && data.email ? (
            <Notice tone="info">{m.email.pending(data.pendingEmail, data.email)}</Notice>
          ) : data.email && !data.emailVerified ? (
            <Notice tone="info">{m.email.unverified}</Notice>
          ) : null}
          {data.pendingEmail || (data.email && !data.emailVerified) ? <ResendVerification /> : null}
          <Form className={styles.form} onSubmit={submit} validationErrors={errors?.byField ?? {}}>
            <AuthField
              name="email"
              label={m.email.newEmail}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={set('email')}
              validate={emailFieldError(m.email.newEmail)}
            />
            <AuthField
              name="password"
              label={m.email.password}
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={set('password')}
              validate={required(m.email.password)}
            />
            <div>
              <SubmitButton isBusy={change.isPending} label={m.email.save} busyLabel={m.saving} />
            </div>
            <Outcome done={change.data?.message ?? null} failure={errors?.message ?? null} />
          </Form>
        </>
      )}
    </SettingsSection>
  );
}

/** A new password: the current one first; the other sessions end, this one stays. */
export function PasswordSection() {
  const change = useMutation(changePasswordMutationOptions(apiClient));
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', repeat: '' });
  const errors = change.isError ? formErrorsOf(change.error, m.failed) : null;
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const lengthRule = appMessages.resetPassword.tooShortOrLong(passwordLength.min, passwordLength.max);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      { onSuccess: () => setValues({ currentPassword: '', newPassword: '', repeat: '' }) },
    );
  };

  return (
    <SettingsSection
      id="settings-password"
      title={m.password.title}
      lead={m.password.lead(passwordLength.min, passwordLength.max)}
    >
      <Form className={styles.form} onSubmit={submit} validationErrors={errors?.byField ?? {}}>
        <AuthField
          name="currentPassword"
          label={m.password.current}
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          validate={required(m.password.current)}
        />
        <AuthField
          name="newPassword"
          label={m.password.newPassword}
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          validate={(value) => (isAcceptablePassword(value) ? null : lengthRule)}
        />
        <AuthField
          name="repeat"
          label={m.password.repeat}
          type="password"
          autoComplete="new-password"
          value={values.repeat}
          onChange={set('repeat')}
          validate={(value) => (value === values.newPassword ? null : appMessages.resetPassword.mismatch)}
        />
        <div>
          <SubmitButton isBusy={change.isPending} label={m.password.save} busyLabel={m.saving} />
        </div>
        <Outcome done={change.data?.message ?? null} failure={errors?.message ?? null} />
      </Form>
    </SettingsSection>
  );
}
