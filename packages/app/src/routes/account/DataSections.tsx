import {
  accountExportFileName,
  accountSessionsQueryOptions,
  deleteAccountMutationOptions,
  exportAccountDataMutationOptions,
  serverMessageOf,
  signOutOtherSessionsMutationOptions,
} from '@app/contract';
import { Button, Notice } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { apiClient } from '../../app/api';
import { useFormatDateTime } from '../../app/displayTime';
import { showPageNotice } from '../../app/pageNotice';
import { useCurrentUser } from '../../app/session';
import { forgetAuthenticated, forgetFreeTrial } from '../../app/storage';
import { appMessages } from '../../messages';
import { pageMessages } from '../../pageMessages';
import { AuthField } from '../AuthField';
import * as styles from '../page.css';
import * as accountStyles from './account.css';
import { formErrorsOf } from './formErrors';
import { LoadState, Outcome, SettingsSection } from './SettingsSection';

const m = pageMessages.accountSettings;

/** Every signed-in session, this device marked, and "Sign Out Everywhere Else". */
export function SessionsSection() {
  const sessions = useQuery(accountSessionsQueryOptions(apiClient));
  const signOut = useMutation(signOutOtherSessionsMutationOptions(apiClient));
  const format = useFormatDateTime();
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;

  return (
    <SettingsSection id="settings-sessions" title={m.sessions.title}>
      {sessions.isPending || sessions.isError ? (
        <LoadState isError={sessions.isError} retry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className={accountStyles.sessionList} aria-label={m.sessions.listLabel}>
            {list.map((session) => (
              <li key={session.id} className={accountStyles.sessionItem}>
                <span className={accountStyles.sessionName}>
                  <strong>{session.current ? m.sessions.thisDevice : m.sessions.otherDevice}</strong>
                </span>
                <span className={styles.muted}>{m.sessions.signedIn(format(session.createdAt))}</span>
                <span className={styles.muted}>{m.sessions.lastSeen(format(session.lastSeenAt))}</span>
              </li>
            ))}
          </ul>
          {others === 0 && !signOut.isSuccess ? <p className={styles.text}>{m.sessions.onlyThis}</p> : null}
          <div className={accountStyles.actionWithOutcome}>
            {others > 0 ? (
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  onPress={() => {
                    if (!signOut.isPending) signOut.mutate();
                  }}
                >
                  {signOut.isPending ? m.sessions.signingOut : m.sessions.signOutOthers}
                </Button>
              </div>
            ) : null}
            <Outcome
              done={signOut.data?.message ?? null}
              failure={signOut.isError ? serverMessageOf(signOut.error, m.failed) : null}
            />
          </div>
        </>
      )}
    </SettingsSection>
  );
}

/** Saves a file in the browser (an object URL clicked as a download). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Download my data": the server's JSON file of everything the user gave, saved to disk. */
export function DownloadDataSection() {
  const { user } = useCurrentUser();
  const download = useMutation(exportAccountDataMutationOptions(apiClient));

  return (
    <SettingsSection id="settings-data" title={m.data.title} lead={m.data.lead}>
      <div className={accountStyles.actionWithOutcome}>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onPress={() => {
              if (download.isPending) return;
              download.mutate(undefined, {
                onSuccess: (blob) => saveFile(blob, accountExportFileName(user?.username ?? 'account', new Date())),
              });
            }}
          >
            {download.isPending ? m.data.preparing : m.data.download}
          </Button>
        </div>
        <Outcome
          done={download.isSuccess ? m.data.downloaded : null}
          failure={download.isError ? serverMessageOf(download.error, m.failed) : null}
        />
      </div>
    </SettingsSection>
  );
}

/** The password, asked in a dialog; on success the user is signed out and lands on `/`, told so there. */
function DeleteAccountForm({ close }: { close: () => void }) {
  const remove = useMutation(deleteAccountMutationOptions(apiClient));
  const router = useRouter();
  const [password, setPassword] = useState('');
  const errors = remove.isError ? formErrorsOf(remove.error, m.failed) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remove.isPending) return;
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          // Signed out on the server already: this browser forgets it too (spec 3, as a logout).
          forgetAuthenticated();
          forgetFreeTrial();
          showPageNotice(m.delete.done, '/');
          close();
          void router.navigate({ to: '/', replace: true });
        },
      },
    );
  };

  return (
    <Form className={styles.form} onSubmit={submit} validationErrors={errors?.byField ?? {}}>
      <Heading slot="title" className={styles.subtitle}>
        {m.delete.dialogTitle}
      </Heading>
      <p className={styles.text}>{m.delete.dialogText}</p>
      <AuthField
        name="password"
        label={m.delete.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          remove.reset();
        }}
        validate={(value) => (value === '' ? appMessages.auth.required(m.delete.password) : null)}
      />
      {errors?.message ? (
        <Notice tone="critical" announce="assertive">
          {errors.message}
        </Notice>
      ) : null}
      <div className={styles.actions}>
        <Button slot="close" variant="secondary">
          {m.delete.cancel}
        </Button>
        <Button type="submit" variant="danger">
          {remove.isPending ? m.delete.deleting : m.delete.confirm}
        </Button>
      </div>
    </Form>
  );
}

/** "Delete my account": what goes, and the password confirmation in a dialog. */
export function DeleteAccountSection() {
  const [isOpen, setOpen] = useState(false);
  return (
    <SettingsSection id="settings-delete" title={m.delete.title} lead={m.delete.lead} danger>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <div className={styles.actions}>
          <Button variant="danger">{m.delete.open}</Button>
        </div>
        <ModalOverlay className={accountStyles.overlay} isDismissable>
          <Modal className={accountStyles.modal}>
            <Dialog role="alertdialog" className={accountStyles.dialog}>
              <DeleteAccountForm close={() => setOpen(false)} />
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
    </SettingsSection>
  );
}
