import {
  ApiError,
  authErrorOf,
  type ConversationSummary,
  conversationsQueryOptions,
  createSupportRequestMutationOptions,
  type SupportRequestField,
  type SupportRequestKind,
  serverMessageOf,
  supportRequestFieldError,
  supportRequestLimits,
} from '@app/contract';
import { Button, Card, Loader, Notice, Select, TextArea } from '@app/ui';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { apiClient } from '../app/api';
import { useCurrentUser } from '../app/session';
import { appMessages } from '../messages';
import { pageMessages } from '../pageMessages';
import { AuthField } from '../routes/AuthField';
import { FormResult } from '../routes/FormResult';
import * as styles from '../routes/page.css';
import { SubmitButton } from '../routes/SubmitButton';
import { useFormFields } from '../routes/useFormFields';
import { usePageTitle } from '../routes/usePageTitle';
import * as support from './SupportRequestPage.css';

const m = pageMessages.support;

/** The picker's key for "about no conversation". */
const noConversation = 'none';

type Values = {
  subject: string;
  text: string;
  name: string;
  email: string;
  conversation: string;
};

const emptyValues: Values = { subject: '', text: '', name: '', email: '', conversation: noConversation };

/**
 * What is wrong with the typed values, by the contract's rules (the server's words, before anything
 * is sent). A visitor's name and address count; a signed-in sender is known by the account.
 */
function clientErrorsOf(values: Values, isVisitor: boolean): Record<string, string> {
  const fields: SupportRequestField[] = isVisitor ? ['name', 'email', 'subject', 'text'] : ['subject', 'text'];
  return Object.fromEntries(
    fields.flatMap((field) => {
      const message = supportRequestFieldError(field, values[field]);
      return message ? [[field, message]] : [];
    }),
  );
}

/** The server's field errors by field name; a refused conversation is the picker's error. */
function serverFieldErrors(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.status === 404) {
    return { conversation: serverMessageOf(error, m.failed) };
  }
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors = authErrorOf(error)?.errors ?? [];
  return Object.fromEntries(
    errors.flatMap((item) =>
      'field' in item && item.field
        ? [[item.field === 'conversationId' ? 'conversation' : item.field, item.message]]
        : [],
    ),
  );
}

/** The signed-in sender's own conversations (the newest page), to say which one an issue is about. */
function ConversationPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
}) {
  const conversations = useInfiniteQuery(conversationsQueryOptions('', apiClient));
  const list: ConversationSummary[] = conversations.data?.pages[0] ?? [];
  const hint = conversations.isPending
    ? m.conversationsLoading
    : conversations.isError
      ? m.conversationsFailed
      : list.length === 0
        ? m.conversationsEmpty
        : null;
  const options = [
    { id: noConversation, label: m.noConversation },
    ...list.map((conversation) => ({
      id: String(conversation.id),
      label: conversation.title?.trim() || m.untitledConversation,
    })),
  ];
  return (
    <Select
      name="conversation"
      label={m.conversation}
      value={value}
      options={options}
      onChange={onChange}
      isDisabled={list.length === 0}
      description={hint ?? undefined}
      errorMessage={error}
    />
  );
}

/** The message itself: several lines, its length rule as the hint. */
function MessageField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <TextArea
      label={label}
      description={m.textHint(supportRequestLimits.text.min, supportRequestLimits.text.max)}
      errorMessage={error}
      name="text"
      isRequired
      value={value}
      onChange={onChange}
      rows={6}
    />
  );
}

/**
 * One of the three forms that feed the admin inbox (DECISIONS "Pages"): `/help` ("Report an
 * Issue", signed in), `/request` and `/contact` (anyone; a visitor gives a name and an address).
 */
function SupportRequestForm({ kind }: { kind: SupportRequestKind }) {
  const { user, isLoading } = useCurrentUser();
  const { values, setValues, serverErrors, setServerErrors, change } = useFormFields<Values>(emptyValues);
  // Errors show once a send was tried, and follow the typing from then on.
  const [tried, setTried] = useState(false);
  // Each refused send (here or by the server) moves focus to the first field in error.
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useMutation(createSupportRequestMutationOptions(apiClient));
  const receipt = send.data;
  const clientErrors = tried ? clientErrorsOf(values, !user) : {};
  const errors: Record<string, string> = { ...clientErrors, ...serverErrors };
  const errorOf = (field: string) => errors[field] ?? null;
  // A refusal that names no field (a rate limit, a server error, a lost connection) is said above the form.
  const failure = send.isError && Object.keys(serverErrors).length === 0 ? serverMessageOf(send.error, m.failed) : null;

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setTried(true);
    setServerErrors({});
    if (Object.keys(clientErrorsOf(values, !user)).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    send.mutate(
      {
        kind,
        subject: values.subject,
        text: values.text,
        ...(user
          ? values.conversation !== noConversation
            ? { conversationId: Number(values.conversation) }
            : {}
          : { name: values.name, email: values.email }),
      },
      {
        onError: (error) => {
          setServerErrors(serverFieldErrors(error));
          setRefusals((count) => count + 1);
        },
      },
    );
  };

  if (isLoading) return <Loader size="md" label={m.loading} showLabel />;

  if (receipt) {
    return (
      <FormResult
        id="support-sent-title"
        title={m.sentTitle[kind]}
        describedBy="support-reference support-sent-message"
      >
        <p id="support-reference" className={support.reference}>
          <span>{m.referenceLabel}:</span> <span className={support.referenceValue}>{receipt.reference}</span>
        </p>
        <p id="support-sent-message" role="status" className={styles.text}>
          {receipt.message}
        </p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onPress={() => {
              setValues(emptyValues);
              setTried(false);
              send.reset();
            }}
          >
            {m.sendAnother}
          </Button>
          <Link className={styles.textLink} href="/">
            {m.backToChat}
          </Link>
        </div>
      </FormResult>
    );
  }

  return (
    <Form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      validationBehavior="aria"
      aria-labelledby="support-form-title"
    >
      <h2 id="support-form-title" className={styles.subtitle}>
        {m.formTitle[kind]}
      </h2>
      <p className={styles.muted}>
        {user ? (user.email ? `${m.answerBy} ${m.answerAt(user.email)}` : m.noAccountEmail) : m.answerBy}
      </p>
      {failure ? (
        <Notice tone="critical" announce="assertive">
          {failure}
        </Notice>
      ) : null}
      {user ? null : (
        <>
          <AuthField
            name="name"
            label={m.name}
            autoComplete="name"
            value={values.name}
            onChange={change('name')}
            error={errorOf('name')}
          />
          <AuthField
            name="email"
            label={m.email}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={change('email')}
            error={errorOf('email')}
          />
        </>
      )}
      <AuthField
        name="subject"
        label={m.subject}
        autoComplete="off"
        value={values.subject}
        onChange={change('subject')}
        error={errorOf('subject')}
      />
      <MessageField label={m.text[kind]} value={values.text} onChange={change('text')} error={errorOf('text')} />
      {user ? (
        <ConversationPicker value={values.conversation} onChange={change('conversation')} error={errors.conversation} />
      ) : null}
      <div className={styles.actions}>
        <SubmitButton isBusy={send.isPending} label={m.send[kind]} busyLabel={m.sending} />
      </div>
    </Form>
  );
}

function SupportRequestPage({ kind }: { kind: SupportRequestKind }) {
  const title = usePageTitle() ?? appMessages.titles[kind];
  return (
    <section className={styles.formPage} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead[kind]}</p>
      <Card>
        <SupportRequestForm kind={kind} />
      </Card>
    </section>
  );
}

/** `/help`: "Report an Issue" (spec 2), for signed-in users. */
export const HelpPage = () => <SupportRequestPage kind="help" />;
/** `/request`: ask for something. */
export const RequestPage = () => <SupportRequestPage kind="request" />;
/** `/contact`: write to the team. */
export const ContactPage = () => <SupportRequestPage kind="contact" />;
