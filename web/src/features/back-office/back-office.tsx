import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useMatch, useOutlet, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import type { FeatureMessagesModule } from '@/i18n/catalogue';
import { useLocale } from '@/i18n/locale-store';
import { QueryProvider } from '@/lib/query-provider';
import { backOfficeKey } from './back-office-api';
import { BackOfficeHeader } from './back-office-header';
import { backOfficeMessages } from './back-office-messages';
import { InboxView } from './inbox-view';
import { MessageView } from './message-view';
import { InvoiceRegisterView } from './orders/invoice-register-view';
import { OrderView } from './orders/order-view';
import { ordersMessages } from './orders/orders-messages';
import { paymentsMessages } from './orders/payments-messages';
import { productsMessages } from './products/products-messages';
import { OrdersView } from './orders/orders-view';
import { PaymentsView } from './orders/payments-view';
import { PasskeysView } from './passkeys-view';
import { SetupChecklist } from './setup/setup-checklist';
import { setupMessages } from './setup/setup-messages';
import { SetupView } from './setup/setup-view';
import { TeamView } from './team-view';
import styles from './back-office.module.css';

/**
 * The signed-in side of `/user`, loaded as a chunk of its own once someone has signed in: the inbox, one
 * message under `/user/messages/:id`, the orders (`/user/orders`, one under `/user/orders/:id`), the invoice
 * register (`/user/invoices`), the payments (`/user/payments`), the products (`/user/products`, child routes of
 * `/user`), the team (`/user/team`, the owner's), the passkeys (`/user/account`) or the setup checklist
 * (`/user/setup`).
 */
export default function BackOffice() {
  return (
    <BackOfficeMessages>
      <QueryProvider>
        <BackOfficeViews />
      </QueryProvider>
    </BackOfficeMessages>
  );
}

function BackOfficeViews() {
  const { id } = useParams();
  const team = useMatch(paths.userTeam.path);
  const account = useMatch(paths.userAccount.path);
  const setup = useMatch(paths.userSetup.path);
  const orders = useMatch(paths.userOrders.path);
  const order = useMatch(paths.userOrder.path);
  const invoices = useMatch(paths.userInvoices.path);
  const payments = useMatch(paths.userPayments.path);
  // A view that is a route of its own under /user (the products), a chunk loaded when it is visited.
  const childRoute = useOutlet();
  const queryClient = useQueryClient();
  // Signing out (or being signed out) unmounts the back office: what it fetched leaves memory with it.
  useEffect(() => () => queryClient.removeQueries({ queryKey: backOfficeKey }), [queryClient]);
  return (
    <div className={`${styles.page} container`}>
      <BackOfficeHeader />
      <SetupChecklist />
      {childRoute ? (
        childRoute
      ) : team ? (
        <TeamView />
      ) : setup ? (
        <SetupView />
      ) : account ? (
        <PasskeysView />
      ) : orders ? (
        <OrdersView />
      ) : invoices ? (
        <InvoiceRegisterView />
      ) : payments ? (
        <PaymentsView />
      ) : order && id ? (
        <OrderView key={id} id={id} />
      ) : id ? (
        <MessageView key={id} id={id} />
      ) : (
        <InboxView />
      )}
    </div>
  );
}

/**
 * The back office's messages added to those of the page, as `FeatureMessages` does for route chunks. Not
 * `FeatureMessages` itself: sharing it with this chunk would move it out of the first download into a chunk
 * of its own, which every page would then pay for.
 */
const ownMessages: FeatureMessagesModule = {
  en: {
    ...backOfficeMessages.en,
    ...ordersMessages.en,
    ...paymentsMessages.en,
    ...productsMessages.en,
    ...setupMessages.en,
  },
  fr: {
    ...backOfficeMessages.fr,
    ...ordersMessages.fr,
    ...paymentsMessages.fr,
    ...productsMessages.fr,
    ...setupMessages.fr,
  },
};

function BackOfficeMessages({ children }: { children: ReactNode }) {
  const parent = useIntl();
  const locale = useLocale();
  const messages = useMemo(() => ({ ...parent.messages, ...ownMessages[locale] }), [parent.messages, locale]);
  return (
    <IntlProvider
      locale={parent.locale}
      defaultLocale={parent.defaultLocale}
      messages={messages}
      onError={parent.onError}
    >
      {children}
    </IntlProvider>
  );
}
