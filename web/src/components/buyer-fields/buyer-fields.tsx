import { type ReactNode, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import formStyles from '@/components/message-form/message-form.module.css';
import { InputField, TextAreaField } from '@/components/message-form/form-fields';
import { componentMessages } from '@/i18n/component-catalogue';
import { useLanguage } from '@/i18n/language-store';
import {
  type BuyerType,
  type CountryCode,
  compactIdentifier,
  countryCodes,
  isEuCountry,
  isValidSiren,
  vatNumberExamples,
  vatNumberProblem,
  vatPrefix,
} from '@shared/buyer-details';
import type { Language } from '@shared/language';
import type { LicenceOrderPayload } from '@shared/message-schemas';
import { fieldLimits } from '@shared/message-payloads';
import { buyerFieldsMessages } from './buyer-fields-messages';
import styles from './buyer-fields.module.css';

/** What the dialog asks about the buyer for the invoice. */
export interface BuyerValues {
  buyerType: BuyerType;
  company: string;
  address: string;
  postcode: string;
  city: string;
  country: CountryCode;
  siren: string;
  vatNumber: string;
}

/** Most buyers are installers, that is businesses in France. */
export const emptyBuyer: BuyerValues = {
  buyerType: 'business',
  company: '',
  address: '',
  postcode: '',
  city: '',
  country: 'FR',
  siren: '',
  vatNumber: '',
};

type Identifier = 'siren' | 'vatNumber' | 'none';

/** Which identifier the buyer gives: a French business its SIREN, another EU business its VAT number. */
function identifierOf(values: BuyerValues): Identifier {
  if (values.buyerType !== 'business') return 'none';
  if (values.country === 'FR') return 'siren';
  return isEuCountry(values.country) ? 'vatNumber' : 'none';
}

/** The payload's buyer fields: the identifier only when asked, no company for an individual. */
export function buyerFieldsPayload(
  values: BuyerValues,
): Pick<
  LicenceOrderPayload,
  'company' | 'address' | 'postcode' | 'city' | 'country' | 'buyerType' | 'siren' | 'vatNumber'
> {
  const identifier = identifierOf(values);
  return {
    company: values.buyerType === 'business' ? values.company : '',
    address: values.address,
    postcode: values.postcode,
    city: values.city,
    country: values.country,
    buyerType: values.buyerType,
    ...(identifier === 'siren' && { siren: values.siren }),
    ...(identifier === 'vatNumber' && { vatNumber: values.vatNumber }),
  };
}

type Checked = 'postcode' | 'siren' | 'vatNumber';

/** What the browser can already tell is wrong, as the server would refuse it. */
function problemsOf(values: BuyerValues): Record<Checked, boolean> {
  const identifier = identifierOf(values);
  return {
    postcode: values.country === 'FR' && !/^\d{5}$/.test(values.postcode.trim()),
    siren: identifier === 'siren' && !isValidSiren(compactIdentifier(values.siren)),
    vatNumber:
      identifier === 'vatNumber' &&
      vatNumberProblem(compactIdentifier(values.vatNumber), values.country) !== null,
  };
}

/** The buyer's fields by name, in the page's language: for the form's summary of what to check. */
export function buyerFieldLabels(language: Language): Record<string, string> {
  const t = componentMessages(buyerFieldsMessages, language);
  return {
    buyerType: t('buyerFields.buyerType'),
    company: t('buyerFields.company'),
    address: t('buyerFields.address'),
    postcode: t('buyerFields.postcode'),
    city: t('buyerFields.city'),
    country: t('buyerFields.country'),
    siren: t('buyerFields.siren'),
    vatNumber: t('buyerFields.vatNumber'),
  };
}

/** The countries by name in the page's language, France first. */
function useCountryOptions() {
  const language = useLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const collator = new Intl.Collator(language);
    const others = countryCodes
      .filter((code) => code !== 'FR')
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name));
    return { france: names.of('FR') ?? 'France', others, names };
  }, [language]);
}

/**
 * The buyer's part of the order dialog: business or individual, company, address with postcode, town and
 * country (France first), and a French business's SIREN or another EU business's VAT number, each checked as
 * typed (the SIREN's check digit, the VAT number's format for its country). `children` (the name fields) sit
 * after the company. A field the browser or the server refuses says why beneath it.
 */
export function BuyerFields(props: {
  values: BuyerValues;
  onChange: (values: BuyerValues) => void;
  serverErrors: Record<string, string>;
  /** The form's `id` prefix for its fields (`order` gives `order-company`, …). */
  idPrefix: string;
  firstFieldRef?: RefObject<HTMLInputElement | null>;
  children: ReactNode;
}) {
  const { values, onChange, serverErrors, idPrefix } = props;
  const language = useLanguage();
  const t = componentMessages(buyerFieldsMessages, language);
  const labels = buyerFieldLabels(language);
  const id = useId();
  const countries = useCountryOptions();
  const [left, setLeft] = useState<Partial<Record<Checked, boolean>>>({});
  const problems = problemsOf(values);
  const identifier = identifierOf(values);
  const set = (field: keyof BuyerValues) => (value: string) => onChange({ ...values, [field]: value });
  const leave = (field: Checked) => () => setLeft((current) => ({ ...current, [field]: true }));

  const postcodeRef = useRef<HTMLInputElement>(null);
  const sirenRef = useRef<HTMLInputElement>(null);
  const vatRef = useRef<HTMLInputElement>(null);
  const countryName = countries.names.of(values.country) ?? values.country;
  const messages: Record<Checked, string> = {
    postcode: t('buyerFields.postcodeInvalid'),
    siren: t('buyerFields.sirenInvalid'),
    vatNumber: isEuCountry(values.country)
      ? t('buyerFields.vatNumberInvalid', {
          country: countryName,
          prefix: vatPrefix(values.country),
          example: vatNumberExamples[values.country],
        })
      : '',
  };
  // The browser refuses to send the form while a field is wrong, and says why (its own validation bubble).
  useEffect(() => {
    const refs = { postcode: postcodeRef, siren: sirenRef, vatNumber: vatRef };
    for (const field of ['postcode', 'siren', 'vatNumber'] as const)
      refs[field].current?.setCustomValidity(values[field] && problems[field] ? messages[field] : '');
  });

  /** Whether a checked field says what is wrong: once the buyer left it, or when the server refused it. */
  const showsError = (field: Checked) =>
    Boolean(serverErrors[field]) || Boolean(left[field] && values[field] && problems[field]);
  const fieldError = (field: Checked) =>
    showsError(field) ? (
      <p id={`${id}-${field}-error`} className={formStyles.fieldError}>
        {messages[field]}
      </p>
    ) : null;
  const describedBy = (field: Checked, hint?: string) =>
    [hint, showsError(field) ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;

  const invalid = (field: string) => Boolean(serverErrors[field]);
  const common = (field: 'company' | 'address' | 'postcode' | 'city' | 'siren' | 'vatNumber') => ({
    id: `${idPrefix}-${field}`,
    name: field,
    label: labels[field]!,
    maxLength: fieldLimits[field],
    value: values[field],
    invalid: invalid(field),
    onValueChange: set(field),
  });

  return (
    <>
      <fieldset className={styles.buyerType}>
        <legend className={formStyles.label}>{labels.buyerType}</legend>
        {(['business', 'individual'] as const).map((type) => (
          <label key={type} className={styles.choice}>
            <input
              ref={type === 'business' ? props.firstFieldRef : undefined}
              type="radio"
              name="buyerType"
              value={type}
              checked={values.buyerType === type}
              onChange={() => onChange({ ...values, buyerType: type })}
            />
            {t(`buyerFields.${type}`)}
          </label>
        ))}
      </fieldset>
      {values.buyerType === 'business' && (
        <InputField {...common('company')} type="text" autoComplete="organization" />
      )}
      {props.children}
      <TextAreaField
        {...common('address')}
        className={styles.address}
        autoComplete="street-address"
        rows={2}
      />
      <div className={styles.postcodeCity}>
        <InputField
          {...common('postcode')}
          ref={postcodeRef}
          type="text"
          autoComplete="postal-code"
          inputMode={values.country === 'FR' ? 'numeric' : 'text'}
          required={values.country === 'FR'}
          invalid={showsError('postcode')}
          aria-describedby={describedBy('postcode')}
          onBlur={leave('postcode')}
        >
          {fieldError('postcode')}
        </InputField>
        <InputField {...common('city')} type="text" autoComplete="address-level2" />
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${idPrefix}-country`}>
          {labels.country}
        </label>
        <select
          id={`${idPrefix}-country`}
          name="country"
          className={formStyles.input}
          autoComplete="country"
          required
          value={values.country}
          aria-invalid={invalid('country') || undefined}
          onChange={(event) => onChange({ ...values, country: event.target.value as CountryCode })}
        >
          <option value="FR">{countries.france}</option>
          <option disabled>──────────</option>
          {countries.others.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      {identifier === 'siren' && (
        <InputField
          {...common('siren')}
          ref={sirenRef}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder="552 100 554"
          invalid={showsError('siren')}
          aria-describedby={describedBy('siren', `${id}-siren-hint`)}
          onBlur={leave('siren')}
        >
          <span id={`${id}-siren-hint`} className={formStyles.hint}>
            {t('buyerFields.sirenHint')}
          </span>
          {fieldError('siren')}
        </InputField>
      )}
      {identifier === 'vatNumber' && isEuCountry(values.country) && (
        <InputField
          {...common('vatNumber')}
          ref={vatRef}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={vatNumberExamples[values.country]}
          invalid={showsError('vatNumber')}
          aria-describedby={describedBy('vatNumber', `${id}-vat-hint`)}
          onBlur={leave('vatNumber')}
        >
          <span id={`${id}-vat-hint`} className={formStyles.hint}>
            {t('buyerFields.vatNumberHint')}
          </span>
          {fieldError('vatNumber')}
        </InputField>
      )}
      {!isEuCountry(values.country) && values.country !== 'MC' && (
        <p className={formStyles.hint}>{t('buyerFields.outsideEu')}</p>
      )}
    </>
  );
}
