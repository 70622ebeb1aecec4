import { siteInfoQueryOptions } from '@app/contract/site';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../app/api';
import { siteNotice, siteNoticeText } from '../routes/RootLayout.css';

/** Not "Maintenance notice": /settings has a section of that name, and two regions would share it. */
const bannerLabel = 'Site notice';

/**
 * The maintenance notice an admin set at /settings, in a banner at the top of every page while it
 * is set (its own chunk, loaded by the layout: the shell's first script does not carry it).
 */
export default function MaintenanceBanner() {
  const site = useQuery(siteInfoQueryOptions(apiClient));
  const notice = site.data?.maintenanceNotice;
  if (!notice) return null;
  return (
    <section className={siteNotice} aria-label={bannerLabel}>
      <p className={siteNoticeText}>{notice}</p>
    </section>
  );
}
