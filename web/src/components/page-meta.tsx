import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { useSettings } from '@/lib/settings';

/** The page's title and meta description in the visitor's language; React puts both in the document head. */
export function PageMeta(props: { title: MessageId; description: MessageId }) {
  const intl = useIntl();
  const { business } = useSettings();
  return (
    <>
      <title>{`${intl.formatMessage({ id: props.title })} · ${business.businessName}`}</title>
      <meta name="description" content={intl.formatMessage({ id: props.description })} />
    </>
  );
}
