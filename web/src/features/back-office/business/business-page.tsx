import type { SellerSettings } from '@shared/seller-details';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledSection } from '@/components/titled-section';
import { LoadFailed, Loading } from '@/features/back-office/common/list-view/load-state';
import { dateTimeFormat } from '@/features/back-office/common/format';
import backOffice from '@/features/back-office/common/back-office.module.css';
import { ViewTitle, withMessages } from '@/features/back-office/common/view-page';
import { ApiError } from '@/lib/api-client';
import type { MessageId } from '@/i18n/catalogue';
import { useSaveSellerDetails, useSellerSettings } from './api';
import { businessMessages } from './business-messages';
import {
  detailsOf,
  type Field,
  labels,
  notNumberReason,
  refusedFields,
  type TextField,
  type Values,
  valuesOf,
} from './business-form';
import { RadioChoices } from '@/features/back-office/common/radio-choices';
import fields from '@/features/back-office/common/form-fields.module.css';
import styles from './business.module.css';

/**
 * `/user/business`: the seller's legal and bank details printed on invoices and quotes, the owner's alone. Says
 * which details are in force (the site config file's `legal` key wins over this page, which is then read-only).
 */
export default withMessages(businessMessages, BusinessContent);

const codeTags = { code: (chunks: ReactNode[]) => <code>{chunks}</code> };

function BusinessContent() {
  const settings = useSellerSettings();
  return (
    <>
      <ViewTitle title="business.title" />
      <p className={backOffice.lead}>
        <FormattedMessage id="business.intro" />
      </p>
      {settings.isPending && <Loading />}
      {settings.isError && (
        <LoadFailed
          message={
            settings.error instanceof ApiError && settings.error.status === 403
              ? 'business.error.ownerOnly'
              : undefined
          }
          onRetry={() => void settings.refetch()}
        />
      )}
      {settings.data && <BusinessDetails settings={settings.data} />}
    </>
  );
}

function BusinessDetails({ settings }: { settings: SellerSettings }) {
  const intl = useIntl();
  // Here rather than in the form: the form starts again from the details in force when their source changes
  // (the first save), and still says they were saved.
  const save = useSaveSellerDetails();
  return (
    <>
      <SourceNotice settings={settings} />
      <BusinessForm key={settings.source} settings={settings} save={save} />
      {settings.changes.length > 0 && (
        <TitledSection id="business-changes" title="business.changes" className={styles.changes}>
          <ul>
            {settings.changes.map((change, index) => (
              <li key={change.at}>
                <FormattedMessage
                  // The oldest change shown set every field: the first details saved here.
                  id={
                    index === settings.changes.length - 1 && change.fields.length === serverFieldCount
                      ? 'business.change.first'
                      : 'business.change'
                  }
                  values={{
                    date: intl.formatDate(change.at, dateTimeFormat),
                    name: change.by,
                    fields: change.fields
                      .map((field) => intl.formatMessage({ id: changedLabel(field) }))
                      .join(', '),
                  }}
                />
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
    </>
  );
}

/** How many fields the server names in a change (the penalty rate is one, in both languages). */
const serverFieldCount = 12;

/** The server's name of a changed field, as the form labels it. */
function changedLabel(field: string): MessageId {
  return field === 'latePaymentPenaltyRate' ? 'business.field.penalty' : labels[field as Field];
}

function SourceNotice({ settings }: { settings: SellerSettings }) {
  const { source } = settings;
  return (
    <div className={styles.source} data-source={source} id="business-source">
      {source === 'file' && (
        <>
          <p>
            <strong>
              <FormattedMessage id="business.source.file.title" />
            </strong>
          </p>
          <p>
            <FormattedMessage id="business.source.file" values={codeTags} />
          </p>
          {settings.stored && (
            <p>
              <FormattedMessage id="business.source.file.stored" />
            </p>
          )}
        </>
      )}
      {source === 'database' && (
        <p>
          <FormattedMessage id="business.source.database" />
        </p>
      )}
      {source === 'sample' && (
        <p>
          <strong>
            <FormattedMessage id="business.source.sample.title" />
          </strong>{' '}
          <FormattedMessage id="business.source.sample" />
        </p>
      )}
      <p className={styles.terms}>
        <FormattedMessage
          id="business.paymentTerms"
          values={{ days: settings.paymentTermDays, ...codeTags }}
        />
      </p>
    </div>
  );
}

function BusinessForm({
  settings,
  save,
}: {
  settings: SellerSettings;
  save: ReturnType<typeof useSaveSellerDetails>;
}) {
  const intl = useIntl();
  const formId = useId();
  const readOnly = settings.source === 'file';
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() =>
    valuesOf(settings.source === 'sample' ? null : settings.details),
  );
  const [notNumbers, setNotNumbers] = useState<Field[]>([]);
  const [touched, setTouched] = useState(false);
  const refused: Partial<Record<Field, MessageId>> = {
    ...(touched ? {} : refusedFields(save.error)),
    ...Object.fromEntries(notNumbers.map((field) => [field, notNumberReason(field)])),
  };
  const problems = (Object.keys(labels) as Field[]).filter((field) => refused[field]);

  // Counted rather than timed: the first invalid field is focused once the render that marks it has happened,
  // whether the refusal came from the browser's own check or from the server.
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests]);
  const focusFirstProblem = () => setFocusRequests((count) => count + 1);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = detailsOf(values);
    setTouched(false);
    if ('notNumbers' in typed) {
      setNotNumbers(typed.notNumbers);
      save.reset();
      focusFirstProblem();
      return;
    }
    setNotNumbers([]);
    save.mutate(typed.details, { onError: focusFirstProblem });
  };

  const change = (field: Field, value: string) => {
    setTouched(true);
    setNotNumbers((current) => current.filter((name) => name !== field));
    setValues((current) => ({ ...current, [field]: value }));
  };

  const field = (
    name: TextField,
    options: {
      hint?: MessageId;
      maxLength: number;
      wide?: boolean;
      code?: boolean;
      inputMode?: 'decimal' | 'numeric';
    },
  ) => {
    const id = `${formId}-${name}`;
    const hintId = options.hint ? `${id}-hint` : undefined;
    const error = refused[name];
    const errorId = error ? `${id}-error` : undefined;
    return (
      <div className={`${fields.field} ${options.wide ? fields.wide : ''}`}>
        <label htmlFor={id}>
          <FormattedMessage id={labels[name]} />
        </label>
        <input
          id={id}
          name={name}
          type="text"
          value={values[name]}
          maxLength={options.maxLength}
          required={name !== 'shareCapital' && name !== 'vatNumber'}
          readOnly={readOnly}
          autoComplete="off"
          spellCheck={options.code ? false : undefined}
          autoCapitalize={options.code ? 'characters' : undefined}
          inputMode={options.inputMode}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [hintId, errorId, readOnly ? 'business-source' : undefined].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => change(name, event.target.value)}
        />
        {hintId && options.hint && (
          <p id={hintId} className={fields.hint}>
            <FormattedMessage id={options.hint} />
          </p>
        )}
        {errorId && error && (
          <p id={errorId} className={fields.error}>
            <FormattedMessage id={error} />
          </p>
        )}
      </div>
    );
  };

  const regimeError = refused.vatRegime;
  return (
    <form ref={formRef} method="post" className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend>
          <FormattedMessage id="business.section.company" />
        </legend>
        {field('legalName', { maxLength: 70, wide: true })}
        {field('legalForm', { hint: 'business.field.legalForm.hint', maxLength: 40 })}
        {field('shareCapital', {
          hint: 'business.field.shareCapital.hint',
          maxLength: 20,
          inputMode: 'decimal',
        })}
        {field('siren', {
          hint: 'business.field.siren.hint',
          maxLength: 20,
          inputMode: 'numeric',
          code: true,
        })}
        {field('siret', {
          hint: 'business.field.siret.hint',
          maxLength: 24,
          inputMode: 'numeric',
          code: true,
        })}
        {field('rcsCity', { maxLength: 60 })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>
          <FormattedMessage id="business.section.vat" />
        </legend>
        <RadioChoices
          legend="business.field.vatRegime"
          name="vatRegime"
          choices={['standard', 'franchise'] as const}
          value={values.vatRegime}
          label={(regime) => `business.field.vatRegime.${regime}`}
          onChange={(regime) => !readOnly && change('vatRegime', regime)}
          disabled={(regime) => readOnly && values.vatRegime !== regime}
          describedBy={regimeError ? `${formId}-vatRegime-error` : undefined}
          className={styles.choices}
          choiceClassName={styles.choice}
        >
          {regimeError && (
            <p id={`${formId}-vatRegime-error`} className={fields.error}>
              <FormattedMessage id={regimeError} />
            </p>
          )}
        </RadioChoices>
        {field('vatNumber', { hint: 'business.field.vatNumber.hint', maxLength: 24, code: true })}
        {field('vatRatePercent', { maxLength: 6, inputMode: 'decimal' })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>
          <FormattedMessage id="business.section.bank" />
        </legend>
        {field('iban', { hint: 'business.field.iban.hint', maxLength: 50, wide: true, code: true })}
        {field('bic', { maxLength: 14, code: true })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>
          <FormattedMessage id="business.section.penalty" />
        </legend>
        {field('penaltyFr', { maxLength: 120, wide: true })}
        {field('penaltyEn', { maxLength: 120, wide: true })}
      </fieldset>
      {!readOnly && (
        <div className={fields.actions}>
          <button
            type="submit"
            className="button button--primary"
            disabled={save.isPending}
            aria-busy={save.isPending}
          >
            <FormattedMessage id={save.isPending ? 'business.saving' : 'business.save'} />
          </button>
          <p role="status" className={fields.saved}>
            {save.isSuccess && !touched && <FormattedMessage id="business.saved" />}
          </p>
        </div>
      )}
      <p role="alert" className={fields.formError}>
        {problems.length > 0 && (
          <FormattedMessage
            id="business.error.fields"
            values={{ fields: problems.map((name) => intl.formatMessage({ id: labels[name] })).join(', ') }}
          />
        )}
        {problems.length === 0 && save.isError && !touched && <FormattedMessage id={failure(save.error)} />}
      </p>
    </form>
  );
}

function failure(error: unknown): MessageId {
  if (error instanceof ApiError && error.code === 'seller_details_from_file')
    return 'business.error.fromFile';
  if (error instanceof ApiError && error.status === 403) return 'business.error.ownerOnly';
  return 'backOffice.actionFailed';
}
