let franceDate: Intl.DateTimeFormat | undefined;

/**
 * The calendar date in France (`YYYY-MM-DD`), where the business keeps its books: it dates the invoices, the
 * payments and their checks, whatever the time zone of the server or of the browser that asks. The formatter is
 * built on first use, because building one costs a page's first load several milliseconds.
 */
export function dateInFrance(instant: Date): string {
  franceDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return franceDate.format(instant);
}
