import { type ReactNode, useMemo } from 'react';
import { UserText } from '@/components/user-text';
import { useLanguage } from '@/i18n/language-store';

/**
 * A customer's postal address as an invoice or a quote states it, one line a paragraph: the company, the
 * person, the street lines, postcode and city, the country in the page's language, what `children` adds (tax
 * numbers), and the e-mail address as a link.
 */
export function BuyerAddress({
  company,
  name,
  street,
  postcode,
  city,
  country,
  email,
  children,
}: {
  company?: string | null;
  name: string;
  street: readonly string[];
  postcode: string;
  city: string;
  /** The ISO country code. */
  country: string;
  email: string;
  children?: ReactNode;
}) {
  const language = useLanguage();
  const countryName = useMemo(
    () => new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country,
    [language, country],
  );
  return (
    <address>
      {company && (
        <p>
          <strong>
            <UserText>{company}</UserText>
          </strong>
        </p>
      )}
      <p>
        <UserText>{name}</UserText>
      </p>
      {street.map((line, index) => (
        <p key={index}>
          <UserText>{line}</UserText>
        </p>
      ))}
      <p>
        <UserText>{[postcode, city].filter(Boolean).join(' ')}</UserText>
      </p>
      <p>{countryName}</p>
      {children}
      <p>
        <a href={`mailto:${email}`}>
          <UserText>{email}</UserText>
        </a>
      </p>
    </address>
  );
}
