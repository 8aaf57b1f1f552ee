import { languages } from '@shared/language';
import { quoteTotals, type QuoteDetails, type QuoteLine } from '@shared/quote-schemas';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BuyerFields, buyerFieldLabels } from '@/components/buyer-fields/buyer-fields';
import { InputField } from '@/components/message-form/form-fields';
import formStyles from '@/components/message-form/message-form.module.css';
import { useLanguage } from '@/i18n/language-store';
import { ApiError } from '@/lib/api-client';
import { ActionNote } from '@/features/back-office/common/action-note';
import backOffice from '@/features/back-office/common/back-office.module.css';
import records from '@/features/back-office/common/records.module.css';
import { TitledSection } from '@/components/titled-section';
import { RadioChoices } from '@/features/back-office/common/radio-choices';
import { isStatusConflict, useCreateQuote, useUpdateQuote } from './api';
import {
  lineOf,
  parseDeposit,
  parseDiscount,
  type QuoteFormValues,
  quoteRequest,
  typedProblems,
} from './quote-form';
import { QuoteField, QuoteInput } from './quote-field';
import { QuoteLines } from './quote-lines';
import { QuoteTotalsSection } from './quote-totals';
import styles from './quotes.module.css';

/** Why the server refused the quote: each field by its path, with the line's position made its key. */
export interface QuoteRefusal {
  error: ApiError;
  /**
   * The lines' keys when the refused request was sent: `lines.2.quantity` names the line that was third. Null
   * for a refusal of what the editor shows (Send of the saved draft): the lines as they are now.
   */
  lineKeys: number[] | null;
}

/** The discount and the deposit: percentages, the discount with decimals. */
const termInputs = [
  { term: 'discount', inputMode: 'decimal' },
  { term: 'deposit', inputMode: 'numeric' },
] as const;

type LineField = 'description' | 'quantity' | 'unitPriceCents' | 'vatRatePercent' | 'line';

/**
 * The editor of a new quote, a draft or a revision: the customer (the order's buyer fields), the language, the
 * lines, discount, deposit, validity and notes, with the totals as they will print. A refusal shows next to
 * the field it names, and what was typed stays.
 */
export function QuoteEditor({
  quote,
  initial,
  messageId,
  revising = false,
  refusal,
  onRefusal,
  onDirtyChange,
  onSaved,
  children,
}: {
  /** The saved quote; none for a new one. */
  quote?: QuoteDetails;
  initial: QuoteFormValues;
  messageId?: string;
  revising?: boolean;
  /** A refusal of the quote, by Save here or by Send beside it. */
  refusal: QuoteRefusal | null;
  onRefusal: (refusal: QuoteRefusal | null) => void;
  onDirtyChange?: (dirty: boolean) => void;
  onSaved: (quote: QuoteDetails) => void;
  /** After the form: what can be done with the saved draft (Send). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(false);
  const create = useCreateQuote();
  const update = useUpdateQuote(quote?.id ?? '');
  const saving = create.isPending || update.isPending;
  const form = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);

  // What the server holds: a new quote has nothing saved yet.
  const [savedValues, setSavedValues] = useState<QuoteFormValues | null>(quote ? initial : null);
  const dirty = values !== savedValues;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  // A refusal of what the editor shows takes the lines' order of the moment it arrives.
  const [placed, setPlaced] = useState<{ refusal: QuoteRefusal | null; keys: number[] }>({
    refusal: null,
    keys: [],
  });
  if (refusal !== placed.refusal)
    setPlaced({ refusal, keys: refusal?.lineKeys ?? values.lines.map((line) => line.key) });

  const problems = attempts > 0 ? typedProblems(values) : {};
  /** The server's fields with a line's position turned into the position it has now. */
  const refused = useMemo(() => {
    const now: Record<string, string> = {};
    for (const [path, reason] of Object.entries(placed.refusal?.error.fields ?? {})) {
      const line = /^lines\.(\d+)\.?(.*)$/.exec(path);
      if (!line) {
        now[path] = reason;
        continue;
      }
      const key = placed.keys[Number(line[1])];
      const index = values.lines.findIndex((typed) => typed.key === key);
      if (index >= 0) now[`lines.${index}.${line[2] || 'line'}`] = reason;
    }
    return now;
  }, [placed, values.lines]);

  // After a refusal, the first field it names takes the focus, so the owner lands where to correct.
  useEffect(() => {
    if (attempts > 0 || placed.refusal)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, placed.refusal]);

  const set = (change: Partial<QuoteFormValues>) => {
    setSaved(false);
    setValues((current) => ({ ...current, ...change }));
  };

  const typedLines = values.lines.map(lineOf);
  const countedLines = typedLines.filter((line): line is QuoteLine => line !== null);
  const totals = quoteTotals(countedLines, parseDiscount(values.discount) ?? 0);

  const serverLineError = (index: number, field: LineField) => {
    const reason = refused[`lines.${index}.${field}`];
    if (reason === undefined) return null;
    if (field === 'vatRatePercent')
      return refusal?.error.message ?? <FormattedMessage id="quotes.line.vatRateRefused" />;
    if (field === 'quantity') return <FormattedMessage id="quotes.line.quantityInvalid" />;
    if (field === 'unitPriceCents') return <FormattedMessage id="quotes.line.unitPriceInvalid" />;
    if (field === 'description')
      return values.lines[index]?.description.trim() ? (
        <FormattedMessage id="quotes.text.unprintable" />
      ) : (
        <FormattedMessage id="quotes.line.descriptionMissing" />
      );
    return <FormattedMessage id="quotes.line.refused" />;
  };
  const lineError = (index: number, field: LineField): ReactNode => {
    if (problems[`lines.${index}.${field}`]) {
      if (field === 'description') return <FormattedMessage id="quotes.line.descriptionMissing" />;
      if (field === 'quantity') return <FormattedMessage id="quotes.line.quantityInvalid" />;
      if (field === 'unitPriceCents') return <FormattedMessage id="quotes.line.unitPriceInvalid" />;
    }
    return serverLineError(index, field);
  };

  const buyerErrors = Object.fromEntries(
    Object.entries(refused)
      .filter(([path]) => path.startsWith('buyer.'))
      .map(([path, reason]) => [path.slice('buyer.'.length), reason]),
  );
  const buyerLabels: Record<string, string> = {
    ...buyerFieldLabels(language),
    firstName: intl.formatMessage({ id: 'quotes.customer.firstName' }),
    lastName: intl.formatMessage({ id: 'quotes.customer.lastName' }),
    email: intl.formatMessage({ id: 'quotes.customer.email' }),
  };
  const nameField = (field: keyof QuoteFormValues['names'], autoComplete: string) => ({
    id: `quote-buyer-${field}`,
    name: field,
    label: buyerLabels[field]!,
    value: values.names[field],
    invalid: Boolean(buyerErrors[field]),
    'aria-describedby': buyerErrors[field] ? `quote-buyer-${field}-error` : undefined,
    autoComplete,
    onValueChange: (value: string) => set({ names: { ...values.names, [field]: value } }),
  });

  /** The refused fields by name, for the sentence above Save. */
  const refusedNames = Object.keys(refused).map((path) => {
    const line = /^lines\.(\d+)\.(\w+)$/.exec(path);
    if (line) return intl.formatMessage({ id: 'quotes.line' }, { number: Number(line[1]) + 1 });
    if (path.startsWith('buyer.')) return buyerLabels[path.slice('buyer.'.length)] ?? path;
    const named: Record<string, string> = {
      discountPercent: intl.formatMessage({ id: 'quotes.discount' }),
      depositPercent: intl.formatMessage({ id: 'quotes.deposit' }),
      validUntil: intl.formatMessage({ id: 'quotes.validity' }),
      notes: intl.formatMessage({ id: 'quotes.notes' }),
      language: intl.formatMessage({ id: 'quotes.language' }),
    };
    return named[path] ?? path;
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((count) => count + 1);
    setSaved(false);
    onRefusal(null);
    if (Object.keys(typedProblems(values)).length > 0) return;
    const request = quoteRequest(values);
    const lineKeys = values.lines.map((line) => line.key);
    const refuse = (error: Error) => {
      if (error instanceof ApiError) onRefusal({ error, lineKeys });
    };
    if (quote)
      update.mutate(request, {
        onSuccess: (answer) => {
          setSavedValues(values);
          setSaved(true);
          onSaved(answer);
        },
        onError: refuse,
      });
    else
      create.mutate({ ...request, ...(messageId && { messageId }) }, { onSuccess: onSaved, onError: refuse });
  }

  const failure = create.error ?? update.error;
  const localProblems = Object.keys(problems).length > 0;

  return (
    <>
      <form ref={form} className={styles.editor} aria-labelledby="quote-title" onSubmit={submit} noValidate>
        <TitledSection
          id="quote-customer-title"
          title="quotes.customer"
          className={`${styles.section} ${formStyles.form}`}
        >
          <BuyerFields
            values={values.buyer}
            onChange={(buyer) => set({ buyer })}
            serverErrors={buyerErrors}
            idPrefix="quote-buyer"
          >
            <div className={records.pair}>
              {(['firstName', 'lastName'] as const).map((field) => (
                <InputField key={field} {...nameField(field, 'off')} type="text" maxLength={80}>
                  <FieldError show={Boolean(buyerErrors[field])} id={`quote-buyer-${field}-error`} />
                </InputField>
              ))}
            </div>
          </BuyerFields>
          <InputField {...nameField('email', 'off')} type="email" maxLength={254}>
            {buyerErrors.email && (
              <p id="quote-buyer-email-error" className={formStyles.fieldError}>
                <FormattedMessage id="quotes.customer.emailInvalid" />
              </p>
            )}
          </InputField>
          <RadioChoices
            legend="quotes.language"
            name="quote-language"
            choices={languages}
            value={values.language}
            label={(option) => `quotes.language.${option}`}
            onChange={(language) => set({ language })}
            className={styles.languages}
            legendClassName={formStyles.label}
            choiceClassName={styles.choice}
          >
            <p className={formStyles.hint}>
              <FormattedMessage id="quotes.language.hint" />
            </p>
          </RadioChoices>
        </TitledSection>
        <QuoteLines lines={values.lines} onChange={(lines) => set({ lines })} errorOf={lineError} />
        <TitledSection
          id="quote-terms-title"
          title="quotes.terms"
          className={`${styles.section} ${styles.terms}`}
        >
          <div className={styles.termFields}>
            {termInputs.map(({ term, inputMode }) => (
              <QuoteInput
                key={term}
                label={`quotes.${term}`}
                hint={`quotes.${term}.hint`}
                error={
                  (problems[`${term}Percent`] || refused[`${term}Percent`] !== undefined) && (
                    <FormattedMessage id={`quotes.${term}.invalid`} />
                  )
                }
                inputMode={inputMode}
                value={values[term]}
                onValue={(value) => set({ [term]: value })}
              />
            ))}
            <QuoteInput
              label="quotes.validity"
              hint="quotes.validity.hint"
              error={refused.validUntil !== undefined && <FormattedMessage id="quotes.validity.refused" />}
              type="date"
              required
              value={values.validUntil}
              onValue={(validUntil) => set({ validUntil })}
            />
          </div>
          <QuoteField
            label="quotes.notes"
            hint="quotes.notes.hint"
            error={refused.notes !== undefined && <FormattedMessage id="quotes.text.unprintable" />}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={2_000}
                value={values.notes}
                onChange={(event) => set({ notes: event.target.value })}
              />
            )}
          </QuoteField>
        </TitledSection>
        <QuoteTotalsSection
          totals={totals}
          discountPercent={parseDiscount(values.discount) ?? 0}
          depositPercent={parseDeposit(values.deposit) ?? 0}
          className={styles.section}
        >
          {countedLines.length < values.lines.length && (
            <p className="muted">
              <FormattedMessage id="quotes.totals.incomplete" />
            </p>
          )}
        </QuoteTotalsSection>
        {revising && (
          <p className={records.warning}>
            <FormattedMessage id="quotes.revision.warning" />
          </p>
        )}
        <div className={styles.saveRow}>
          <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
            <FormattedMessage id={revising ? 'quotes.save.revision' : 'quotes.save'} />
          </button>
          <ActionNote role="status" className={records.done} message={saved && !dirty && 'quotes.saved'} />
          <p role="alert" className={backOffice.inlineError}>
            {localProblems ? (
              <FormattedMessage id="quotes.refused.local" />
            ) : failure && refusal && refusedNames.length > 0 ? (
              <FormattedMessage id="quotes.refused" values={{ fields: refusedNames.join(', ') }} />
            ) : failure && isStatusConflict(failure) ? (
              <FormattedMessage id="quotes.conflict" values={{ reason: failure.message }} />
            ) : (
              failure && <FormattedMessage id="backOffice.actionFailed" />
            )}
          </p>
        </div>
      </form>
      {children}
    </>
  );
}

function FieldError({ show, id }: { show: boolean; id: string }) {
  if (!show) return null;
  return (
    <p id={id} className={formStyles.fieldError}>
      <FormattedMessage id="quotes.customer.required" />
    </p>
  );
}
