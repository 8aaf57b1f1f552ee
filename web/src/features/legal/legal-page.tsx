import { useIntl } from 'react-intl';
import { LegalDocument, type LegalText } from '@/components/legal-document';
import { PageMeta } from '@/components/page-meta';
import type { Language, Localized } from '@shared/language';
import type { MessageId } from '@/i18n/catalogue';
import { useSettings } from '@/lib/settings';

/** What the four legal routes share: page meta in the visitor's language, the text in both languages. */
export function LegalPage(props: { title: MessageId; description: MessageId; text: Localized<LegalText> }) {
  const intl = useIntl();
  const { business, retentionMonths } = useSettings();
  return (
    <>
      <PageMeta title={props.title} description={props.description} />
      <LegalDocument
        header={{
          eyebrow: intl.formatMessage({ id: 'legal.eyebrow' }),
          title: intl.formatMessage({ id: props.title }),
          note: intl.formatMessage({ id: 'legal.note' }),
        }}
        text={props.text}
        values={{
          email: business.email,
          business: business.businessName,
          app: business.appName,
          retentionMonths,
        }}
      />
    </>
  );
}

/** A legal text followed, in each language, by sections it shares with another. */
export function withSections(
  text: Localized<LegalText>,
  sections: Localized<LegalText['sections']>,
): Localized<LegalText> {
  const add = (language: Language) => ({
    ...text[language],
    sections: [...text[language].sections, ...sections[language]],
  });
  return { en: add('en'), fr: add('fr') };
}
