import type { BuyerCorrection, OrderDetail } from '@shared/order-schemas';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  BuyerFields,
  buyerFieldLabels,
  buyerFieldsPayload,
  type BuyerValues,
} from '@/components/buyer-fields/buyer-fields';
import { InputField } from '@/components/message-form/form-fields';
import formStyles from '@/components/message-form/message-form.module.css';
import { useLanguage } from '@/i18n/language-store';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import type { CountryCode } from '@shared/buyer-details';
import { isStatusConflict, useBuyerCorrection } from './api';
import backOffice from '@/features/back-office/common/back-office.module.css';
import { ActionNote } from '@/features/back-office/common/action-note';
import { FormActions } from '@/features/back-office/common/form-actions';
import styles from '@/features/back-office/common/records.module.css';
import { BuyerAddress } from '@/features/back-office/common/buyer-address';

/** The id of the sentence that says why Send invoice waits: the button points at it. */
export const INVOICE_WAITS_ID = 'order-invoice-waits';

/**
 * The customer as the invoice will state it: structured address, SIREN or VAT number, the VAT the invoice
 * will charge, and what Send invoice still waits for. Until the invoice is issued the owner can correct it.
 */
export function OrderBuyer({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const { buyer, problems, editable } = order.invoicing;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const close = (done: boolean) => {
    setEditing(false);
    setSaved(done);
    toggle.current?.focus();
  };

  return (
    <section aria-labelledby="order-customer" className={`${styles.section} ${styles.customer}`}>
      <h2 id="order-customer">
        <FormattedMessage id="orders.customer" />
      </h2>
      <BuyerAddress {...buyer}>
        {buyer.siren && <p>{intl.formatMessage({ id: 'orders.invoicing.siren' }, { siren: buyer.siren })}</p>}
        {buyer.vatNumber && (
          <p>{intl.formatMessage({ id: 'orders.invoicing.vatNumber' }, { vatNumber: buyer.vatNumber })}</p>
        )}
      </BuyerAddress>
      <p>
        <FormattedMessage id={`orders.invoicing.type.${buyer.type}`} />
        {' · '}
        <FormattedMessage
          id={`orders.invoicing.vat.${order.invoicing.vatCategory}`}
          values={{ rate: intl.formatNumber(order.invoicing.vatRatePercent / 100, { style: 'percent' }) }}
        />
      </p>
      {problems.length > 0 && (
        <div id={INVOICE_WAITS_ID} className={styles.warning} tabIndex={-1}>
          <p>
            <strong>
              <FormattedMessage id="orders.invoicing.waits" />
            </strong>
          </p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>
                <FormattedMessage id={`orders.invoicing.problem.${problem}`} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {editable && order.canAct && (
        <div className={styles.buttons}>
          <button
            ref={toggle}
            type="button"
            className="button button--ghost"
            aria-expanded={editing}
            onClick={() => {
              setSaved(false);
              setEditing((open) => !open);
            }}
          >
            <FormattedMessage id="orders.invoicing.correct" />
          </button>
        </div>
      )}
      {editing && editable && <BuyerCorrectionForm order={order} onClose={close} />}
      <ActionNote role="status" className={styles.done} message={saved && 'orders.invoicing.saved'} />
      {order.messageId && (
        <p>
          <Link to={paths.userMessage.to(order.messageId)}>
            <FormattedMessage id="orders.inboxMessage" />
          </Link>
        </p>
      )}
    </section>
  );
}

/** The buyer's details as the form starts them: as the invoice would read them now. */
function initialValues(order: OrderDetail) {
  const { buyer } = order.invoicing;
  const { customer } = order;
  const values: BuyerValues = {
    buyerType: buyer.type,
    company: customer.company,
    address: buyer.street.join('\n'),
    postcode: buyer.postcode,
    city: buyer.city,
    country: buyer.country as CountryCode,
    siren: customer.siren ?? '',
    vatNumber: customer.vatNumber ?? '',
  };
  return {
    values,
    names: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
  };
}

/** The owner's correction of the buyer's details, until the invoice is sent (here and in Send invoice's check). */
export function BuyerCorrectionForm({
  order,
  onClose,
  headingLevel = 'h3',
}: {
  order: OrderDetail;
  onClose: (saved: boolean) => void;
  headingLevel?: 'h3' | 'h4';
}) {
  const Heading = headingLevel;
  const intl = useIntl();
  const language = useLanguage();
  const initial = useMemo(() => initialValues(order), [order]);
  const [values, setValues] = useState(initial.values);
  const [names, setNames] = useState(initial.names);
  const correction = useBuyerCorrection(order.id);
  const headingId = useId();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const serverErrors = correction.error instanceof ApiError ? correction.error.fields : {};
  const labels: Record<string, string> = {
    ...buyerFieldLabels(language),
    firstName: intl.formatMessage({ id: 'orders.invoicing.firstName' }),
    lastName: intl.formatMessage({ id: 'orders.invoicing.lastName' }),
    email: intl.formatMessage({ id: 'orders.invoicing.email' }),
  };
  const nameField = (field: keyof typeof names, autoComplete: string) => ({
    id: `buyer-${field}`,
    name: field,
    label: labels[field]!,
    value: names[field],
    invalid: Boolean(serverErrors[field]),
    autoComplete,
    onValueChange: (value: string) => setNames((current) => ({ ...current, [field]: value })),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const {
      postcode = '',
      city = '',
      country = values.country,
      buyerType = values.buyerType,
      ...rest
    } = buyerFieldsPayload(values);
    const body: BuyerCorrection = { ...rest, postcode, city, country, buyerType, ...names };
    correction.mutate(body, { onSuccess: () => onClose(true) });
  }

  const refused = Object.keys(serverErrors).map((field) => labels[field] ?? field);
  return (
    <form className={`${formStyles.form} ${styles.correction}`} aria-labelledby={headingId} onSubmit={submit}>
      <Heading id={headingId}>
        <FormattedMessage id="orders.invoicing.correct" />
      </Heading>
      <BuyerFields
        values={values}
        onChange={setValues}
        serverErrors={serverErrors}
        idPrefix="buyer"
        firstFieldRef={first}
      >
        <div className={styles.pair}>
          <InputField {...nameField('firstName', 'off')} type="text" maxLength={80} />
          <InputField {...nameField('lastName', 'off')} type="text" maxLength={80} />
        </div>
      </BuyerFields>
      <InputField {...nameField('email', 'off')} type="email" maxLength={254} />
      <p role="alert" className={backOffice.inlineError}>
        {correction.isError &&
          (isStatusConflict(correction.error) ? (
            <FormattedMessage id="orders.invoicing.conflict" />
          ) : refused.length ? (
            <FormattedMessage id="orders.invoicing.refused" values={{ fields: refused.join(', ') }} />
          ) : (
            <FormattedMessage id="backOffice.actionFailed" />
          ))}
      </p>
      <FormActions
        act="orders.invoicing.save"
        busy={correction.isPending}
        cancel="orders.invoicing.close"
        onCancel={() => onClose(false)}
      />
    </form>
  );
}
