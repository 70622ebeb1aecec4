import {
  authErrorOf,
  type FieldError as ContractFieldError,
  loginMutationOptions,
  registerMutationOptions,
  serverMessageOf,
} from '@app/contract';
import { siteInfoQueryOptions, siteMessages } from '@app/contract/site';
import { Notice, Tab, TabList, TabPanel, Tabs } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { apiClient } from '../app/api';
import { specToasts } from '../app/specToasts';
import { rememberAuthenticated, takeRedirectAfterAuth } from '../app/storage';
import { appToasts } from '../app/toasts';
import { appMessages } from '../messages';
import { AuthField, emailFieldError } from './AuthField';
import * as styles from './page.css';
import { SubmitButton } from './SubmitButton';
import { useFormFields } from './useFormFields';
import { usePageTitle } from './usePageTitle';

const m = appMessages.auth;

type AuthMode = 'login' | 'signup';
const registrationFields = ['username', 'email', 'password'] as const;

const required = (label: string) => (value: string) => (value.trim() === '' ? m.required(label) : null);

/** Spreads server field errors over the form's fields; the rest are shown above the form. */
export function splitFieldErrors(errors: readonly ContractFieldError[]): {
  byField: Record<string, string>;
  general: string[];
} {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    const field = error.field as (typeof registrationFields)[number] | undefined;
    if (field && registrationFields.includes(field) && !byField[field]) byField[field] = error.message;
    else general.push(error.message);
  }
  return { byField, general };
}

/** After log-in: the saved path, or `/` (spec 2). */
function useContinue() {
  const router = useRouter();
  return () => {
    rememberAuthenticated();
    void router.navigate({ href: takeRedirectAfterAuth(), replace: true });
  };
}

/**
 * After sign-up (spec 4: the user and the flag are set): `/registration-success`, which says a
 * link was mailed to confirm the address and goes on to the saved path (kept until then) or `/`.
 */
function useRegistered() {
  const router = useRouter();
  return () => {
    rememberAuthenticated();
    void router.navigate({ to: '/registration-success', replace: true });
  };
}

function LogInForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation(loginMutationOptions(apiClient));
  const next = useContinue();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: next,
        // Spec 8: "Login Failed", the server's message or the fallback. What was typed stays.
        onError: (error) => appToasts.add(specToasts.loginFailed(serverMessageOf(error, ''))),
      },
    );
  };

  return (
    <Form className={styles.form} onSubmit={submit} aria-labelledby="login-title">
      <h2 id="login-title" className={styles.subtitle}>
        {m.logInTitle}
      </h2>
      <AuthField
        name="username"
        label={m.username}
        autoComplete="username"
        value={username}
        onChange={setUsername}
        validate={required(m.username)}
      />
      <AuthField
        name="password"
        label={m.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        validate={required(m.password)}
      />
      <SubmitButton isBusy={login.isPending} label={m.logIn} busyLabel={m.loggingIn} />
      <Link className={styles.textLink} href="/reset-password">
        {m.forgotPassword}
      </Link>
    </Form>
  );
}

function SignUpForm() {
  // An admin may close registration (/settings): the form says so before anyone fills it in.
  const inviteOnly = useQuery(siteInfoQueryOptions(apiClient)).data?.registration === 'invite';
  const {
    values,
    serverErrors,
    setServerErrors,
    change: set,
  } = useFormFields({ username: '', email: '', password: '' });
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const register = useMutation(registerMutationOptions(apiClient));
  const next = useRegistered();
  // A referral link (`/register?ref=CODE`): the code goes with the sign-up; the server checks it.
  const referral = useLocation({ select: (location) => new URLSearchParams(location.searchStr).get('ref') });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    setServerErrors({});
    setGeneralErrors([]);
    register.mutate(
      {
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(referral ? { ref: referral } : {}),
      },
      {
        onSuccess: next,
        onError: (error) => {
          const body = authErrorOf(error);
          const errors = body?.errors ?? [];
          // Spec 5, 8: field errors are shown inline, and then no generic toast.
          if (errors.length > 0) {
            const { byField, general } = splitFieldErrors(errors);
            setServerErrors(byField);
            setGeneralErrors(general);
          } else {
            appToasts.add(specToasts.registrationFailed(body?.message ?? serverMessageOf(error, '')));
          }
        },
      },
    );
  };

  return (
    <Form className={styles.form} onSubmit={submit} validationErrors={serverErrors} aria-labelledby="signup-title">
      <h2 id="signup-title" className={styles.subtitle}>
        {m.signUpTitle}
      </h2>
      {inviteOnly ? (
        <Notice tone="info" announce="polite">
          {siteMessages.registrationInviteOnly}
        </Notice>
      ) : null}
      {generalErrors.length > 0 ? (
        <Notice tone="critical" announce="assertive">
          <p>{m.formErrors}</p>
          <ul>
            {generalErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <AuthField
        name="username"
        label={m.newUsername}
        autoComplete="username"
        value={values.username}
        onChange={set('username')}
        validate={required(m.newUsername)}
      />
      <AuthField
        name="email"
        label={m.email}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        validate={emailFieldError(m.email)}
      />
      <AuthField
        name="password"
        label={m.password}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        validate={required(m.password)}
      />
      <SubmitButton isBusy={register.isPending} label={m.signUp} busyLabel={m.signingUp} />
    </Form>
  );
}

/** Log-in and sign-up (spec 2, 4, 8), as two tabs; each keeps what was typed while the other shows. */
export function AuthPage({ initialMode = 'login' }: { initialMode?: AuthMode }) {
  const title = usePageTitle() ?? appMessages.titles.auth;
  return (
    <section className={styles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <Tabs defaultSelectedKey={initialMode}>
        <TabList aria-label={m.tabsLabel}>
          <Tab id="login">{m.logInTab}</Tab>
          <Tab id="signup">{m.signUpTab}</Tab>
        </TabList>
        <TabPanel id="login" shouldForceMount>
          <LogInForm />
        </TabPanel>
        <TabPanel id="signup" shouldForceMount>
          <SignUpForm />
        </TabPanel>
      </Tabs>
    </section>
  );
}

/** `/auth`. */
export function LogInPage() {
  return <AuthPage initialMode="login" />;
}

/** `/register`: the same screen, on the sign-up tab. */
export function SignUpPage() {
  return <AuthPage initialMode="signup" />;
}
