import { useIntl } from 'react-intl';
import { LegalDocument, type LegalText } from '@/components/legal-document';
import type { Localized } from '@/i18n/bilingual';
import type { MessageId } from '@/i18n/catalogue';
import { useSettings } from '@/lib/settings';
import { usePageMeta } from '@/lib/use-page-meta';

/** What the four legal routes share: page meta in the visitor's language, the text in both languages. */
export function LegalPage(props: { title: MessageId; description: MessageId; text: Localized<LegalText> }) {
  usePageMeta(props.title, props.description);
  const intl = useIntl();
  const { business } = useSettings();
  return (
    <LegalDocument
      header={{
        eyebrow: intl.formatMessage({ id: 'legal.eyebrow' }),
        title: intl.formatMessage({ id: props.title }),
        note: intl.formatMessage({ id: 'legal.note' }),
      }}
      text={props.text}
      values={{ email: business.email, business: business.businessName, app: business.appName }}
    />
  );
}
