import { stringify } from 'csv-stringify/sync';
import type { CsvFormat, InboxItem } from '../../../shared/inbox-schemas';
import { intlLocale } from '../../../shared/i18n/intl-locale';

const columns = [
  'received_at',
  'kind',
  'status',
  'name',
  'email',
  'company',
  'message',
  'driver',
  'mac',
  'address',
] as const;
type Column = (typeof columns)[number];

/** What a French spreadsheet user reads: the columns, kinds and statuses in French. */
const french = {
  columns: {
    received_at: 'Reçu le',
    kind: 'Type',
    status: 'Statut',
    name: 'Nom',
    email: 'E-mail',
    company: 'Société',
    message: 'Message',
    driver: 'Driver',
    mac: 'Adresse MAC',
    address: 'Adresse',
  } satisfies Record<Column, string>,
  kinds: { contact: 'Contact', info_request: 'Demande d’informations', licence_order: 'Commande de licence' },
  statuses: { new: 'Nouveau', read: 'Lu', handled: 'Traité', spam: 'Indésirable' },
} as const;

// Excel reads "20/11/2026 10:30" as a date and time in a French Windows; the time is the owner's, in France.
const frenchDateTime = new Intl.DateTimeFormat(intlLocale('fr'), {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * A spreadsheet would run a cell starting with = + - @ (or a tab or CR before them) as a formula: such a cell
 * is prefixed with an apostrophe, which the spreadsheet shows as text (OWASP's CSV injection advice).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

type ExportRow = { item: InboxItem; payload: Record<string, unknown> };

const field = (payload: Record<string, unknown>, key: string) => {
  const value = payload[key];
  return typeof value === 'string' ? value : '';
};

function record({ item, payload }: ExportRow, inFrench: boolean): string[] {
  const status = item.spam ? 'spam' : item.status;
  // The order's own title in French, as ordered; the key in the RFC 4180 form, where codes stay codes.
  const driver = item.driver && inFrench ? (item.driverTitle?.fr ?? item.driver) : item.driver;
  return [
    inFrench ? frenchDateTime.format(new Date(item.receivedAt)).replace(',', '') : item.receivedAt,
    inFrench ? french.kinds[item.kind] : item.kind,
    inFrench ? french.statuses[status] : status,
    item.from,
    item.email,
    item.company ?? '',
    field(payload, 'message'),
    driver ?? '',
    item.mac ?? '',
    field(payload, 'address'),
  ].map(neutraliseFormula);
}

function csvLines(records: string[][], inFrench: boolean): string {
  return stringify(records, {
    delimiter: inFrench ? ';' : ',',
    record_delimiter: 'windows',
    // csv-stringify quotes a field holding the separator or a quote, but a line break only when it is the
    // record delimiter itself (CRLF): a lone LF or CR must be quoted too.
    quoted_match: /[\r\n]/,
  });
}

/**
 * The CSV of an export, UTF-8 with a byte-order mark so a spreadsheet opens accents correctly, records ended
 * by CRLF. A field holding the separator, a quote or a line break (a multi-line address or message) is quoted
 * as RFC 4180 says, so one message stays one record. `rfc4180`: commas, ISO 8601 dates in UTC, the stored
 * codes; `excel-fr`: what Excel expects in France, semicolons and dates as `20/11/2026 10:30`, in French.
 *
 * Written as the rows come, a batch at a time (`batches`, read in turn as the download goes): the server holds
 * one batch, never the whole export, whatever the number of messages (decision 018).
 */
export async function* inboxCsv(
  batches: AsyncIterable<ExportRow[]>,
  format: CsvFormat = 'rfc4180',
): AsyncGenerator<string> {
  const inFrench = format === 'excel-fr';
  const header = inFrench ? columns.map((column) => french.columns[column]) : [...columns];
  yield `\uFEFF${csvLines([header], inFrench)}`;
  for await (const rows of batches)
    if (rows.length)
      yield csvLines(
        rows.map((row) => record(row, inFrench)),
        inFrench,
      );
}
