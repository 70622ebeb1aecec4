import { appMessages } from '../../messages';
import { pageMessages } from '../../pageMessages';
import * as styles from '../page.css';
import { usePageTitle } from '../usePageTitle';
import { DisplayNameSection, EmailSection, PasswordSection } from './AccountSections';
import * as accountStyles from './account.css';
import { DeleteAccountSection, DownloadDataSection, SessionsSection } from './DataSections';

/**
 * `/account-settings` (spec 2, DECISIONS "Pages"), for every signed-in role: the display name, the
 * e-mail address (a new one confirmed by its link), the password, the signed-in sessions, the data
 * export and the deletion of the account. Each section loads, fails and succeeds on its own.
 */
export function AccountSettingsPage() {
  const title = usePageTitle() ?? appMessages.titles.accountSettings;
  return (
    <section className={styles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{pageMessages.accountSettings.lead}</p>
      <div className={accountStyles.sections}>
        <DisplayNameSection />
        <EmailSection />
        <PasswordSection />
        <SessionsSection />
        <DownloadDataSection />
        <DeleteAccountSection />
      </div>
    </section>
  );
}
