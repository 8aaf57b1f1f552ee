import type { CsvFormat, InboxFilter } from '@shared/inbox-schemas';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '@/i18n/language-store';
import { downloadInboxCsv } from './api';
import { DownloadButton } from '@/features/back-office/common/download-button';
import styles from '@/features/back-office/common/back-office.module.css';

/** The two forms of the export, named as spreadsheet users know them (the same words in both languages). */
const formats: { value: CsvFormat; label: string }[] = [
  { value: 'excel-fr', label: 'Excel (France)' },
  { value: 'rfc4180', label: 'CSV (RFC 4180)' },
];

/**
 * Downloads every item of the current filter as CSV, in the form chosen: Excel (France) opens as columns in
 * a French Excel, CSV (RFC 4180) suits other software. A French page starts with the first.
 */
export function ExportCsvButton({ filter }: { filter: InboxFilter }) {
  const language = useLanguage();
  const selectId = useId();
  const [format, setFormat] = useState<CsvFormat>(language === 'fr' ? 'excel-fr' : 'rfc4180');
  return (
    <DownloadButton
      label={<FormattedMessage id="backOffice.export" />}
      download={() => downloadInboxCsv(filter, format)}
      failed="backOffice.export.failed"
    >
      <label htmlFor={selectId} className={styles.exportLabel}>
        <FormattedMessage id="backOffice.export.format" />
      </label>
      <select
        id={selectId}
        className={styles.control}
        value={format}
        onChange={(event) => setFormat(event.target.value === 'excel-fr' ? 'excel-fr' : 'rfc4180')}
      >
        {formats.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </DownloadButton>
  );
}
