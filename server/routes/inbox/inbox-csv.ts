import { stringify } from 'csv-stringify/sync';
import type { InboxItem } from '../../../shared/inbox-schemas';

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

/**
 * A spreadsheet would run a cell starting with = + - @ (or a tab or CR before them) as a formula: such a cell
 * is prefixed with an apostrophe, which the spreadsheet shows as text (OWASP's CSV injection advice).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The CSV of an export: UTF-8 with a byte-order mark, so a spreadsheet opens accents correctly. */
export function inboxCsv(rows: { item: InboxItem; payload: Record<string, unknown> }[]): string {
  const field = (payload: Record<string, unknown>, key: string) =>
    typeof payload[key] === 'string' ? (payload[key] as string) : '';
  const records = rows.map(({ item, payload }) =>
    [
      item.receivedAt,
      item.kind,
      item.spam ? 'spam' : item.status,
      item.from,
      item.email,
      item.company ?? '',
      field(payload, 'message'),
      item.driver ?? '',
      item.mac ?? '',
      field(payload, 'address'),
    ].map(neutraliseFormula),
  );
  return `\uFEFF${stringify([[...columns], ...records], { record_delimiter: 'windows' })}`;
}
