import type { OrderCustomerDetails } from '@shared/order-schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldBinder, InputField, TextAreaField } from '@/components/message-form/form-fields';
import formStyles from '@/components/message-form/message-form.module.css';
import { ApiError } from '@/lib/api-client';
import { isStatusConflict, useUpdateCustomer } from './orders-api';
import styles from './orders.module.css';

type Field = keyof OrderCustomerDetails;
const fields: Field[] = ['company', 'firstName', 'lastName', 'address', 'email'];

/**
 * The buyer's details as the invoice will print them, corrected before it is sent (a customer who wrote to
 * say the company name was wrong). The server checks them as the order form does; a refused field says so.
 */
export function CustomerForm({
  orderId,
  customer,
  onDone,
}: {
  orderId: string;
  customer: OrderCustomerDetails;
  onDone: (saved: boolean) => void;
}) {
  const intl = useIntl();
  const update = useUpdateCustomer(orderId);
  const [values, setValues] = useState<OrderCustomerDetails>(() => ({ ...customer }));
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const labels: Record<Field, string> = {
    company: intl.formatMessage({ id: 'backOffice.field.company' }),
    firstName: intl.formatMessage({ id: 'backOffice.field.firstName' }),
    lastName: intl.formatMessage({ id: 'backOffice.field.lastName' }),
    address: intl.formatMessage({ id: 'backOffice.field.address' }),
    email: intl.formatMessage({ id: 'backOffice.field.email' }),
  };
  const errors = update.error instanceof ApiError ? update.error.fields : {};
  const bind = fieldBinder({
    idPrefix: 'buyer',
    labels,
    values,
    errors,
    update: (name: Field) => (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });
  const refused = fields.filter((field) => errors[field]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(values, { onSuccess: () => onDone(true) });
  }

  return (
    <form className={`${formStyles.form} ${styles.customerForm}`} onSubmit={submit}>
      <InputField {...bind('company')} ref={first} type="text" autoComplete="off" />
      <div className={styles.pair}>
        <InputField {...bind('firstName')} type="text" autoComplete="off" />
        <InputField {...bind('lastName')} type="text" autoComplete="off" />
      </div>
      <TextAreaField {...bind('address')} rows={3} className={styles.addressField} autoComplete="off" />
      <InputField {...bind('email')} type="email" autoComplete="off" />
      <p role="alert" className={styles.fieldError}>
        {refused.length > 0 && (
          <FormattedMessage
            id="orders.customer.refused"
            values={{ fields: refused.map((field) => labels[field]).join(', ') }}
          />
        )}
        {update.isError && refused.length === 0 && (
          <FormattedMessage
            id={isStatusConflict(update.error) ? 'orders.customer.tooLate' : 'backOffice.actionFailed'}
          />
        )}
      </p>
      <div className={styles.buttons}>
        <button type="submit" className="button button--primary" disabled={update.isPending}>
          <FormattedMessage id="orders.customer.save" />
        </button>
        <button type="button" className="button button--ghost" onClick={() => onDone(false)}>
          <FormattedMessage id="orders.customer.cancel" />
        </button>
      </div>
    </form>
  );
}
