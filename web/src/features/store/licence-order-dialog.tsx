import { CloseButton } from '@/components/close-button';
import {
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  memo,
  useRef,
  useState,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormStatus } from '@/components/message-form/form-status';
import formStyles from '@/components/message-form/message-form.module.css';
import { fieldBinder, HoneypotField, InputField, SubmitButton } from '@/components/message-form/form-fields';
import { MacAddressField } from '@/components/message-form/mac-address-field';
import { useLanguage } from '@/i18n/language-store';
import { ApiError } from '@/lib/api-client';
import { useSendMessage } from '@/lib/messages-api';
import { driverNameInSentence } from '@shared/driver-name';
import type { StoreProduct } from '@shared/store-catalogue';
import { useSettings } from '@/lib/settings';
import { afterNextPaint } from '@/lib/when-idle';
import type { LicenceOrderPayload } from '@shared/message-schemas';
import {
  BuyerFields,
  buyerFieldLabels,
  buyerFieldsPayload,
  emptyBuyer,
  type BuyerValues,
} from '@/components/buyer-fields/buyer-fields';
import styles from './licence-order-dialog.module.css';

/** Spec section 9: the dialog opens and closes in 300 ms (instantly for people who asked for less motion). */
export const DIALOG_ANIMATION_MS = 300;

const emptyOrder = { firstName: '', lastName: '', email: '', mac: '', hp: '' };
type OrderField = keyof typeof emptyOrder;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), textarea, select';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Locks the page behind the dialog in place, keeping the scrollbar's width so nothing shifts. */
function lockBodyScroll(): () => void {
  const html = document.documentElement;
  const scrollbar = window.innerWidth - html.clientWidth;
  const previous = { overflow: html.style.overflow, paddingRight: document.body.style.paddingRight };
  html.style.overflow = 'hidden';
  if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
  return () => {
    html.style.overflow = previous.overflow;
    document.body.style.paddingRight = previous.paddingRight;
  };
}

/**
 * The licence order: a modal `<dialog>` (role dialog, aria-modal, labelled by its title). It closes by its
 * close icon, Escape, a click on the overlay or after the order is stored, animating both ways; the page
 * behind cannot scroll, focus stays inside and returns to the Buy button that opened it.
 */
export default function LicenceOrderDialog(props: {
  driver: StoreProduct | null;
  returnFocusTo: RefObject<HTMLElement | null>;
  onClose: (ordered: boolean) => void;
}) {
  const { driver } = props;
  const language = useLanguage();
  const settings = useSettings();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const pointerDownOnOverlay = useRef(false);
  const closing = useRef(false);
  const [visible, setVisible] = useState(false);
  const titleId = useId();
  // The order being placed, read by the form when it is sent: the form itself is not rendered again when the
  // dialog opens for another driver.
  const driverRef = useRef(driver);
  const resetForm = useRef(() => {});

  const { onClose, returnFocusTo } = props;
  const close = useCallback(
    (ordered: boolean) => {
      const dialog = dialogRef.current;
      if (!dialog?.open || closing.current) return;
      closing.current = true;
      setVisible(false);
      window.setTimeout(
        () => {
          dialog.close();
          closing.current = false;
          resetForm.current();
          returnFocusTo.current?.focus();
          onClose(ordered);
        },
        prefersReducedMotion() ? 0 : DIALOG_ANIMATION_MS,
      );
    },
    [onClose, returnFocusTo],
  );

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!driver || !dialog || dialog.open) return;
    // A modal dialog makes the rest of the page inert, which restyles every element of it: that work waits for
    // the frame that answers the press, and the dialog fades in from the frames after (issue 38).
    let cancelled = false;
    let frame = 0;
    let unlock = () => {};
    afterNextPaint(() => {
      if (cancelled || dialog.open) return;
      dialog.showModal();
      firstFieldRef.current?.focus();
      frame = requestAnimationFrame(() => setVisible(true));
      unlock = lockBodyScroll();
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      unlock();
    };
  }, [driver]);

  const closeRef = useRef(close);
  useLayoutEffect(() => {
    driverRef.current = driver;
    closeRef.current = close;
  }, [driver, close]);
  const onSent = useCallback(() => closeRef.current(true), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Chrome lets a page cancel the dialog's own Escape close only after a fresh user activation, so Escape is
    // handled here to always get the closing animation; `onCancel` covers other close requests.
    if (event.key === 'Escape') {
      event.preventDefault();
      close(false);
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The dialog element itself is the overlay: a press that starts and ends on it, outside the panel, closes.
  const onOverlayPointerDown = (event: MouseEvent<HTMLDialogElement>) => {
    pointerDownOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pointerDownOnOverlay.current && event.target === event.currentTarget) close(false);
    pointerDownOnOverlay.current = false;
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and overlay close a dialog by design
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      data-visible={visible}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close(false);
      }}
      onKeyDown={onKeyDown}
      onMouseDown={onOverlayPointerDown}
      onClick={onOverlayClick}
    >
      {/* Rendered closed too, before any Buy (see the store page): opening only fills in the driver. */}
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            <FormattedMessage id="store.dialog.title" />
          </h2>
          <CloseButton
            label="store.dialog.close"
            className={styles.close}
            iconSize={22}
            onClick={() => close(false)}
          />
        </header>
        <p className={styles.driver}>
          {driver && (
            <FormattedMessage
              id="store.dialog.driver"
              values={{
                driver: driverNameInSentence(driver.title, language),
                price: driver.priceLabel,
              }}
            />
          )}
        </p>
        <p>
          <FormattedMessage id="store.dialog.paragraph1" />
        </p>
        <p>
          <FormattedMessage
            id="store.dialog.paragraph2"
            values={{ paymentLink: settings.paymentLink ? 'yes' : 'no' }}
          />
        </p>
        <OrderForm driverRef={driverRef} firstFieldRef={firstFieldRef} resetRef={resetForm} onSent={onSent} />
      </div>
    </dialog>
  );
}

/**
 * The order form, memoised: opening the dialog for a driver leaves it as it is (its country list alone is some
 * 250 options), so that Buy renders next to nothing before the next frame.
 */
const OrderForm = memo(function OrderForm(props: {
  driverRef: RefObject<StoreProduct | null>;
  firstFieldRef: RefObject<HTMLInputElement | null>;
  /** Filled with what clears the form's last error, called once the dialog is closed. */
  resetRef: RefObject<() => void>;
  onSent: () => void;
}) {
  const { driverRef, firstFieldRef, resetRef, onSent } = props;
  const intl = useIntl();
  const language = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(emptyOrder);
  const [buyer, setBuyer] = useState<BuyerValues>(emptyBuyer);
  const { send, isPending, error, reset } = useSendMessage();

  useEffect(() => {
    resetRef.current = reset;
  }, [resetRef, reset]);

  const labels: Record<OrderField, string> = {
    firstName: intl.formatMessage({ id: 'store.dialog.firstName' }),
    lastName: intl.formatMessage({ id: 'store.dialog.lastName' }),
    email: intl.formatMessage({ id: 'store.dialog.email' }),
    mac: intl.formatMessage({ id: 'store.dialog.mac' }),
    hp: '',
  };
  // Every field the server may refuse, named as the form names it.
  const allLabels: Record<string, string> = { ...labels, ...buyerFieldLabels(language) };
  const fieldErrors = error instanceof ApiError ? error.fields : {};

  const update = (field: OrderField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const driver = driverRef.current;
    if (!driver) return;
    reset();
    const payload: LicenceOrderPayload = {
      type: 'driver',
      driverName: driver.key,
      ...values,
      ...buyerFieldsPayload(buyer),
    };
    send(payload, {
      onSuccess() {
        setValues(emptyOrder);
        setBuyer(emptyBuyer);
        onSent();
      },
    });
  };

  const bind = fieldBinder({ idPrefix: 'order', labels, values, errors: fieldErrors, update });

  return (
    <form ref={formRef} className={`${formStyles.form} ${styles.form}`} onSubmit={submit}>
      <BuyerFields
        values={buyer}
        onChange={setBuyer}
        serverErrors={fieldErrors}
        idPrefix="order"
        firstFieldRef={firstFieldRef}
      >
        <div className={styles.pair}>
          <InputField {...bind('firstName')} type="text" autoComplete="given-name" />
          <InputField {...bind('lastName')} type="text" autoComplete="family-name" />
        </div>
      </BuyerFields>
      <InputField {...bind('email')} type="email" autoComplete="email" />
      <MacAddressField {...bind('mac')} className={styles.mac} />
      <HoneypotField value={values.hp} onChange={update('hp')} />
      <FormStatus
        success={null}
        error={error}
        labels={allLabels}
        onRetry={() => formRef.current?.requestSubmit()}
      />
      <div className={formStyles.actions}>
        <SubmitButton pending={isPending}>
          <FormattedMessage id="store.dialog.submit" />
        </SubmitButton>
      </div>
    </form>
  );
});
