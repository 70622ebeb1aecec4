/**
 * A `YYYY-MM-DD` date as the shell's pages write dates ("November 24, 2026"): read and written in
 * UTC, so the server's page and the browser's agree whatever their time zones.
 */
export function formatPageDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
