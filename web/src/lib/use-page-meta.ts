import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { useSettings } from './settings';

/** Sets the localized document title and meta description of the current page. */
export function usePageMeta(titleId: MessageId, descriptionId: MessageId): void {
  const intl = useIntl();
  const { business } = useSettings();
  const title = intl.formatMessage({ id: titleId });
  const description = intl.formatMessage({ id: descriptionId });
  useEffect(() => {
    document.title = `${title} · ${business.businessName}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, business.businessName]);
}
