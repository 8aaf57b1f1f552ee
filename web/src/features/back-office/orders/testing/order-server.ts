import type { InboxPage } from '@shared/inbox-schemas';
import type {
  OrderAction,
  OrderDetail,
  OrderDocument,
  OrderLicence,
  OrderListItem,
  OrderStatus,
} from '@shared/order-schemas';
import { signIn } from '@/features/back-office/common/testing/sign-in';
import { type FakeRequest, apiError, stubServer } from '@/features/session/testing/render-app';

export { accessToken } from '@/features/back-office/common/testing/sign-in';
export const orderId = '4d3c2b1a-0f9e-4d8c-9b7a-6f5e4d3c2b1a';
export const messageId = '0b6e9f2a-3c4d-4e5f-8a9b-1c2d3e4f5a6b';

export const signInAsOwner = () => signIn();

export const newOrder: OrderListItem = {
  id: orderId,
  number: 42,
  status: 'new',
  receivedAt: '2026-11-19T16:05:00.000Z',
  customerName: 'Hélène Duval',
  company: 'Domotique Éclair',
  email: 'helene@example.test',
  driver: 'velux-klf200-gateway',
  driverTitle: { en: 'Velux KLF 200 gateway driver', fr: 'Driver passerelle Velux KLF 200' },
  mac: '000FFFAABBCC',
  priceExclVatCents: 25_000,
  invoiceNumber: null,
  invoiceOverdue: true,
  dueDate: null,
  paymentOverdue: false,
};

/** The order's invoice, as its documents list it. */
export const issuedInvoice: OrderDocument = {
  id: 'd1',
  kind: 'invoice',
  number: 'F2026-0007',
  issuedAt: '2026-11-20T09:00:00.000Z',
  totalInclVatCents: 30_000,
};

/** The licence in force, for the order's MAC address. */
export const licenceInForce: OrderLicence = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  mac: '000FFFAABBCC',
  issuedAt: '2026-11-21T10:00:00.000Z',
  revokedAt: null,
  revokedReason: null,
  fileName: 'velux-klf200-gateway-000FFFAABBCC.lic',
};

const received = {
  at: '2026-11-19T16:05:00.000Z',
  kind: 'order_received',
  actorName: 'Site',
  detail: {},
} as const;

export function orderDetail(status: OrderStatus = 'new', changes: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...newOrder,
    status,
    invoiceOverdue: status === 'new',
    invoiceNumber: status === 'new' ? null : 'F2026-0007',
    locale: 'fr',
    customer: {
      company: 'Domotique Éclair',
      firstName: 'Hélène',
      lastName: 'Duval',
      address: '3 place Bellecour\n69002 Lyon',
      email: 'helene@example.test',
    },
    invoicing: {
      buyer: {
        type: 'individual',
        company: 'Domotique Éclair',
        name: 'Hélène Duval',
        street: ['3 place Bellecour'],
        postcode: '69002',
        city: 'Lyon',
        country: 'FR',
        siren: null,
        vatNumber: null,
        email: 'helene@example.test',
      },
      problems: [],
      vatCategory: 'S',
      vatRatePercent: 20,
      editable: status === 'new',
    },
    messageId,
    documents: [],
    licences: [],
    timeline: [received],
    allowedActions: allowedAt(status),
    licenceSigning: { available: true },
    invoiceIssuing: { available: true },
    canAct: true,
    draftInvoice:
      status === 'new'
        ? {
            totalExclVatCents: 25_000,
            vatRatePercent: 20,
            vatCents: 5_000,
            totalInclVatCents: 30_000,
            dueDate: '2026-12-20',
          }
        : null,
    payment:
      status === 'licence_sent' || status === 'paid' || status === 'licence_revoked'
        ? {
            paidOn: '2026-11-24',
            means: 'sepa_credit_transfer',
            amountCents: 30_000,
            writtenOffCents: 0,
            receiptFileName: 'recu-F2026-0007.pdf',
          }
        : null,
    balance:
      status === 'new' || status === 'cancelled'
        ? null
        : {
            totalInclVatCents: 30_000,
            receivedCents: status === 'invoiced' ? 0 : 30_000,
            writtenOffCents: 0,
            dueCents: status === 'invoiced' ? 30_000 : 0,
          },
    paymentReminders: { on: true, days: [7, 14], lastSentDay: 0 },
    ...changes,
  };
}

function allowedAt(status: OrderStatus): OrderAction[] {
  if (status === 'new') return ['send-invoice', 'cancel'];
  if (status === 'invoiced') return ['mark-paid', 'cancel'];
  if (status === 'licence_sent') return ['revoke-licence', 'reissue-licence', 'refund'];
  if (status === 'licence_revoked') return ['reissue-licence', 'refund'];
  return [];
}

const emptyInbox: InboxPage = { items: [], total: 0, page: 1, pageSize: 25, newCount: 0 };

/**
 * The orders API as the server answers it: one order moving through its statuses as buttons are pressed.
 * `server.order` may be changed by a test, as another tab would change it.
 */
export function orderServer(initial: OrderDetail = orderDetail()) {
  const server = { order: initial, requests: [] as FakeRequest[] };
  const at = '2026-11-20T09:00:00.000Z';
  const moveTo = (status: OrderStatus, changes: Partial<OrderDetail> = {}) => {
    server.order = { ...server.order, ...orderDetail(status), ...changes };
    return { body: server.order };
  };
  server.requests = stubServer(({ method, url, body }) => {
    const path = url.pathname;
    if (path === '/api/inbox/new-count') return { body: { newCount: 0 } };
    if (path === '/api/inbox') return { body: emptyInbox };
    if (method === 'GET' && path === `/api/orders/${orderId}`) return { body: server.order };
    if (method === 'GET' && path.startsWith(`/api/orders/${orderId}/`))
      return { body: 'file', headers: { 'Content-Type': 'application/octet-stream' } };
    if (method === 'PUT' && path === `/api/orders/${orderId}/buyer`) {
      const buyer = body as Record<string, string>;
      if (server.order.status !== 'new')
        return apiError(409, 'order_status_conflict', 'The order moved on.', { status: server.order.status });
      // A browser takes `name@host` for an address; the server wants a domain.
      if (buyer.email && !/@.+\./.test(buyer.email))
        return apiError(400, 'invalid_request', 'Some fields are missing or invalid.', {
          fields: { email: 'must be a valid e-mail address' },
        });
      server.order = {
        ...server.order,
        customer: { ...server.order.customer, ...buyer },
        invoicing: {
          ...server.order.invoicing,
          buyer: {
            ...server.order.invoicing.buyer,
            company: buyer.company ?? server.order.invoicing.buyer.company,
            email: buyer.email ?? server.order.invoicing.buyer.email,
            siren: buyer.siren ? buyer.siren.replace(/\s/g, '') : null,
          },
          problems: [],
        },
        timeline: [
          ...server.order.timeline,
          { at, kind: 'buyer_details_corrected', actorName: 'Camille', detail: {} },
        ],
      };
      return { body: server.order };
    }
    const action =
      method === 'POST' && path.startsWith(`/api/orders/${orderId}/`) ? path.split('/').at(-1) : null;
    if (!action) return apiError(404, 'not_found', 'Not found.');
    const { status } = server.order;
    if (!server.order.allowedActions.some((allowed) => allowed === action))
      return apiError(409, 'order_status_conflict', `The order is ${status}.`, { status });
    if (action === 'send-invoice') {
      if (!server.order.invoiceIssuing.available)
        return apiError(409, 'seller_details_missing', server.order.invoiceIssuing.reason);
      return moveTo('invoiced', {
        documents: [
          { id: 'd1', kind: 'invoice', number: 'F2026-0007', issuedAt: at, totalInclVatCents: 30_000 },
        ],
        timeline: [
          ...server.order.timeline,
          { at, kind: 'invoice_sent', actorName: 'Camille', detail: { number: 'F2026-0007' } },
        ],
      });
    }
    if (action === 'mark-paid') {
      if (!server.order.licenceSigning.available)
        return apiError(
          409,
          'licence_signing_unavailable',
          'No signing key: LICENCE_PRIVATE_KEY_FILE is not set.',
        );
      const { paidOn, means } = body as Pick<NonNullable<OrderDetail['payment']>, 'paidOn' | 'means'>;
      const fixture = orderDetail('licence_sent').payment!;
      return moveTo('licence_sent', { payment: { ...fixture, paidOn, means } });
    }
    if (action === 'cancel') return moveTo('cancelled');
    if (action === 'refund') {
      const { licence } = body as { licence: 'revoke' | 'keep' };
      return moveTo('refunded', {
        allowedActions: licence === 'keep' ? ['revoke-licence'] : [],
        documents: [
          ...server.order.documents,
          { id: 'd2', kind: 'credit_note', number: 'A2026-0002', issuedAt: at, totalInclVatCents: -30_000 },
        ],
        timeline: [
          ...server.order.timeline,
          { at, kind: 'credit_note_issued', actorName: 'Camille', detail: { number: 'A2026-0002' } },
          {
            at,
            kind: 'order_refunded',
            actorName: 'Camille',
            detail: { licence: licence === 'keep' ? 'kept' : 'revoked' },
          },
        ],
      });
    }
    if (action === 'revoke-licence')
      return moveTo('licence_revoked', {
        licences: server.order.licences.map((licence) => ({
          ...licence,
          revokedAt: licence.revokedAt ?? at,
          revokedReason: licence.revokedReason ?? 'revoked',
        })),
      });
    if (action === 'reissue-licence') {
      const { mac } = body as { mac: string };
      // A form the browser accepts, refused by the server all the same (a broadcast address).
      if (mac.toUpperCase() === 'FF:FF:FF:FF:FF:FF')
        return apiError(400, 'invalid_request', 'Invalid request.', {
          fields: { mac: 'is not a device address' },
        });
      return moveTo('licence_sent', { mac: mac.replace(/[:.-]/g, '').toUpperCase() });
    }
    return moveTo('licence_sent', { allowedActions: [] });
  });
  return server;
}
