import type { Language } from '@shared/language';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductDetails } from '@shared/product-schemas';
import { ApiError } from '@/lib/api-client';
import type { MessageId } from '@/i18n/catalogue';
import { useLanguage } from '@/i18n/language-store';
import { centsFromEuros, eurosFromCents } from './price-text';
import fields from '@/features/back-office/common/form-fields.module.css';
import styles from './products.module.css';

type Field = 'key' | 'titleEn' | 'titleFr' | 'descriptionEn' | 'descriptionFr' | 'price' | 'system';
type Values = Record<Field, string>;

const labels: Record<Field, MessageId> = {
  key: 'products.field.key',
  titleEn: 'products.field.titleEn',
  titleFr: 'products.field.titleFr',
  descriptionEn: 'products.field.descriptionEn',
  descriptionFr: 'products.field.descriptionFr',
  price: 'products.field.price',
  system: 'products.field.system',
};

// How the server names a refused field, as the form names it.
const serverFields: Record<string, Field> = {
  key: 'key',
  title: 'titleEn',
  description: 'descriptionEn',
  priceExclVatCents: 'price',
  system: 'system',
};

/** The product's details as fields; what was typed stays in them when the server refuses it. */
export function ProductForm(props: {
  initial: ProductDetails | null;
  /** Once an order names the product, its key is shown but cannot change. */
  keyFixed?: boolean;
  readOnly?: boolean;
  pending: boolean;
  error: unknown;
  submitLabel: MessageId;
  pendingLabel: MessageId;
  onSubmit: (details: ProductDetails) => void;
  /** Shown after a successful save, until the next change. */
  saved?: boolean;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const formId = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(props.initial, language));
  const [priceInvalid, setPriceInvalid] = useState(false);
  const [touched, setTouched] = useState(false);
  const refused = refusedFields(props.error);
  const invalid = (field: Field) => refused.includes(field) || (field === 'price' && priceInvalid);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cents = centsFromEuros(values.price);
    setPriceInvalid(cents === null);
    setTouched(false);
    if (cents === null) return;
    props.onSubmit({
      key: values.key.trim(),
      title: { en: values.titleEn, fr: values.titleFr },
      description: { en: values.descriptionEn, fr: values.descriptionFr },
      priceExclVatCents: cents,
      system: values.system,
    });
  };

  const field = (name: Field, options: { multiline?: boolean; hint?: MessageId; maxLength: number }) => {
    const id = `${formId}-${name}`;
    const hintId = options.hint ? `${id}-hint` : undefined;
    const common = {
      id,
      name,
      value: values[name],
      required: true,
      maxLength: options.maxLength,
      readOnly: props.readOnly || (name === 'key' && props.keyFixed),
      'aria-invalid': invalid(name) ? true : undefined,
      'aria-describedby': hintId,
      onChange: (event: { target: { value: string } }) => {
        setTouched(true);
        setValues((current) => ({ ...current, [name]: event.target.value }));
      },
    };
    return (
      <div className={`${fields.field} ${options.multiline ? fields.wide : ''}`}>
        <label htmlFor={id}>
          <FormattedMessage id={labels[name]} />
        </label>
        {options.multiline ? (
          <textarea rows={4} {...common} />
        ) : (
          <input
            type="text"
            autoComplete="off"
            spellCheck={name === 'key' || name === 'price' ? false : undefined}
            inputMode={name === 'price' ? 'decimal' : undefined}
            {...common}
          />
        )}
        {hintId && options.hint && (
          <p id={hintId} className={fields.hint}>
            <FormattedMessage id={options.hint} />
          </p>
        )}
      </div>
    );
  };

  const problems = [...new Set([...refused, ...(priceInvalid ? (['price'] as Field[]) : [])])];
  return (
    <form method="post" className={styles.form} onSubmit={submit}>
      {field('key', { hint: 'products.field.key.hint', maxLength: 60 })}
      {field('price', { hint: 'products.field.price.hint', maxLength: 16 })}
      {field('titleEn', { maxLength: 120 })}
      {field('titleFr', { maxLength: 120 })}
      {field('descriptionEn', { multiline: true, maxLength: 1000 })}
      {field('descriptionFr', { multiline: true, maxLength: 1000 })}
      {field('system', { hint: 'products.field.system.hint', maxLength: 120 })}
      {!props.readOnly && (
        <div className={fields.actions}>
          <button type="submit" className="button button--primary" disabled={props.pending}>
            <FormattedMessage id={props.pending ? props.pendingLabel : props.submitLabel} />
          </button>
          <p role="status" className={fields.saved}>
            {props.saved && !touched && !props.pending && !props.error && (
              <FormattedMessage id="products.saved" />
            )}
          </p>
        </div>
      )}
      <div role="alert" className={fields.formError}>
        {priceInvalid && !refused.length && <FormattedMessage id="products.error.price" />}
        {props.error != null && (
          <FormattedMessage
            id={failure(props.error)}
            values={{ fields: problems.map((name) => intl.formatMessage({ id: labels[name] })).join(', ') }}
          />
        )}
      </div>
    </form>
  );
}

function valuesOf(product: ProductDetails | null, language: Language): Values {
  return {
    key: product?.key ?? '',
    titleEn: product?.title.en ?? '',
    titleFr: product?.title.fr ?? '',
    descriptionEn: product?.description.en ?? '',
    descriptionFr: product?.description.fr ?? '',
    price: product ? eurosFromCents(product.priceExclVatCents, language) : '',
    system: product?.system ?? '',
  };
}

function refusedFields(error: unknown): Field[] {
  if (!(error instanceof ApiError)) return [];
  return Object.keys(error.fields).flatMap((name) => {
    const field = serverFields[name];
    if (!field) return [];
    // A title or description refused in either language: both of its fields are shown for checking.
    if (field === 'titleEn') return ['titleEn', 'titleFr'] as Field[];
    if (field === 'descriptionEn') return ['descriptionEn', 'descriptionFr'] as Field[];
    return [field];
  });
}

function failure(error: unknown): MessageId {
  if (!(error instanceof ApiError)) return 'backOffice.actionFailed';
  if (error.code === 'key_taken') return 'products.error.keyTaken';
  if (error.code === 'key_fixed') return 'products.error.keyFixed';
  if (error.status === 403) return 'products.error.ownerOnly';
  if (error.status === 400 && Object.keys(error.fields).length) return 'products.error.fields';
  return 'backOffice.actionFailed';
}
