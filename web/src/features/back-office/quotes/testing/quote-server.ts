import type { InboxMessage } from '@shared/inbox-schemas';
import {
  depositAmounts,
  quoteTotals,
  type QuoteDetails,
  type QuoteInvoiceSummary,
  type QuoteListItem,
  type UpdateQuoteRequest,
} from '@shared/quote-schemas';
import { mainStore } from '@/lib/session/main-store';
import { type FakeRequest, apiError, stubServer } from '@/features/session/testing/render-app';

export const accessToken = 'qK2v9m3T8xYbR1nW4pLz7cHs0dFg6jUa5eVt2oXiBk';
export const quoteId = '7c6b5a49-3827-4165-9f4e-3d2c1b0a9f8e';
export const messageId = '0b6e9f2a-3c4d-4e5f-8a9b-1c2d3e4f5a6b';

/** Camille, the owner; or a colleague (`staff`), whom the server lets handle money or not. */
export function signIn(role: 'owner' | 'staff' = 'owner') {
  mainStore.getState().login({
    userId: '6b1f3c1e-8d1a-4f6e-9a52-0c7d2b9e4a11',
    username: role === 'owner' ? 'Camille' : 'Noé',
    role,
    companyId: null,
    accessToken,
    language: 'en',
  });
}

const lines: QuoteDetails['lines'] = [
  {
    description: 'Netatmo smart thermostat\nsupplied and fitted',
    quantity: 2,
    unit: 'unit',
    unitPriceCents: 17_900,
    vatRatePercent: 10,
  },
  {
    description: 'Programming and hand-over',
    quantity: 1.5,
    unit: 'hour',
    unitPriceCents: 6_000,
    vatRatePercent: 20,
  },
];

/** A quote as `GET /api/quotes/:id` answers it, its totals computed as the server does. */
export function quoteDetails(changes: Partial<QuoteDetails> = {}): QuoteDetails {
  const quote: QuoteDetails = {
    id: quoteId,
    number: null,
    version: 1,
    status: 'draft',
    language: 'fr',
    buyer: {
      buyerType: 'individual',
      company: '',
      firstName: 'Hélène',
      lastName: 'Duval',
      email: 'helene@example.test',
      address: '3 place Bellecour',
      postcode: '69002',
      city: 'Lyon',
      country: 'FR',
    },
    lines,
    discountPercent: 0,
    depositPercent: 30,
    validUntil: '2026-12-29',
    notes: 'Intervention within three weeks of your acceptance.',
    messageId: null,
    totals: quoteTotals(lines),
    deposit: depositAmounts(quoteTotals(lines), 30),
    sentAt: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    invoices: [],
    steps: null,
    ...changes,
  };
  const totals = quoteTotals(quote.lines, quote.discountPercent);
  return { ...quote, totals, deposit: depositAmounts(totals, quote.depositPercent) };
}

export const sentQuote = (changes: Partial<QuoteDetails> = {}) =>
  quoteDetails({
    number: 'D2026-0004',
    status: 'sent',
    sentAt: '2026-11-21T10:00:00.000Z',
    ...changes,
  });

/** The deposit invoice issued when Hélène accepted, 30 % of €501.80 incl. VAT, unpaid. */
const depositInvoice: QuoteInvoiceSummary = {
  number: 'F2026-0012',
  kind: 'deposit',
  documentType: 'invoice',
  credits: null,
  issueDate: '2026-11-25',
  dueDate: '2026-12-25',
  grossCents: 15_054,
  dueCents: 15_054,
  status: 'unpaid',
  paidOn: null,
  pdfUrl: `/api/quotes/${quoteId}/invoices/F2026-0012/pdf`,
};

/** Accepted on 25 November, its deposit invoiced the same day; `changes` move the project on. */
export const acceptedQuote = (changes: Partial<QuoteDetails> = {}) =>
  sentQuote({
    status: 'accepted',
    acceptedBy: 'Hélène Duval',
    acceptedAt: '2026-11-25T14:30:00.000Z',
    invoices: [depositInvoice],
    steps: [
      { key: 'accepted', on: '2026-11-25' },
      { key: 'deposit_invoiced', on: '2026-11-25' },
      { key: 'deposit_paid', on: null },
      { key: 'work_done', on: null },
      { key: 'final_invoiced', on: null },
      { key: 'paid', on: null },
    ],
    ...changes,
  });

export const listItems: QuoteListItem[] = [
  {
    id: quoteId,
    number: null,
    version: 1,
    status: 'draft',
    customer: 'Hélène Duval',
    grossCents: 50_180,
    validUntil: '2026-12-29',
    updatedAt: '2026-11-24T09:00:00.000Z',
    needsAction: null,
  },
  {
    id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
    number: 'D2026-0002',
    version: 2,
    status: 'sent',
    customer: 'Domotique Éclair',
    grossCents: 1_254_000,
    validUntil: '2026-12-10',
    updatedAt: '2026-11-10T08:00:00.000Z',
    needsAction: 'follow_up',
  },
  {
    id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
    number: 'D2026-0001',
    version: 1,
    status: 'expired',
    customer: 'Marc Petit',
    grossCents: 89_000,
    validUntil: '2026-10-31',
    updatedAt: '2026-10-01T08:00:00.000Z',
    needsAction: null,
  },
];

export const inboxMessage: InboxMessage = {
  id: messageId,
  kind: 'info_request',
  status: 'read',
  receivedAt: '2026-11-19T16:05:00.000Z',
  from: 'Inès Moreau',
  email: 'ines@example.test',
  company: null,
  firstLine: 'Bonjour, je voudrais piloter mes volets roulants Somfy depuis Google Home.',
  driver: null,
  driverTitle: null,
  mac: null,
  spam: false,
  locale: 'fr',
  fields: {
    name: 'Inès Moreau',
    email: 'ines@example.test',
    message: 'Bonjour, je voudrais piloter mes volets roulants Somfy depuis Google Home.',
  },
  history: [],
  orderId: null,
  priceExclVatCents: null,
};

/** Refuses a request as the server does, naming fields by their paths. */
export const refusal = (fields: Record<string, string>, message = 'Some fields are missing or invalid.') =>
  apiError(400, 'invalid_request', message, { fields });

/**
 * The quotes' API as the server answers it: one quote, saved, sent and revised as buttons are pressed.
 * `server.quote` may be changed by a test; `server.refuse` answers the next change with a refusal.
 */
export function quoteServer(initial: QuoteDetails = quoteDetails(), list: QuoteListItem[] = listItems) {
  const server = {
    quote: initial,
    requests: [] as FakeRequest[],
    refuse: null as ReturnType<typeof apiError> | null,
  };
  const apply = (body: UpdateQuoteRequest, changes: Partial<QuoteDetails> = {}) => {
    server.quote = quoteDetails({
      ...server.quote,
      language: body.language,
      buyer: { company: '', ...body.buyer } as QuoteDetails['buyer'],
      lines: body.lines,
      discountPercent: body.discountPercent ?? 0,
      depositPercent: body.depositPercent ?? 30,
      validUntil: body.validUntil ?? server.quote.validUntil,
      notes: body.notes ?? '',
      ...changes,
    });
  };
  server.requests = stubServer(({ method, url, body }) => {
    const path = url.pathname;
    if (path === '/api/inbox/new-count') return { body: { newCount: 0 } };
    if (path === '/api/inbox') return { body: { items: [], total: 0, page: 1, pageSize: 25, newCount: 0 } };
    if (path === `/api/inbox/${messageId}`) return { body: inboxMessage };
    if (method === 'GET' && path === '/api/quotes') return { body: list };
    if (method !== 'GET' && server.refuse) {
      const answer = server.refuse;
      server.refuse = null;
      return answer;
    }
    if (method === 'POST' && path === '/api/quotes') {
      const { messageId: source, ...terms } = body as UpdateQuoteRequest & { messageId?: string };
      apply(terms, { messageId: source ?? null });
      return { status: 201, body: server.quote };
    }
    if (path === `/api/quotes/${quoteId}`) {
      if (method === 'GET') return { body: server.quote };
      if (method === 'PUT') {
        const revising = server.quote.status === 'sent' || server.quote.status === 'expired';
        apply(
          body as UpdateQuoteRequest,
          revising ? { status: 'draft', version: server.quote.version + 1 } : {},
        );
        return { body: server.quote };
      }
    }
    if (method === 'POST' && path === `/api/quotes/${quoteId}/final-invoice`) {
      const invoices = server.quote.invoices;
      if (invoices.some((invoice) => invoice.kind === 'final' && invoice.status !== 'cancelled'))
        return apiError(409, 'quote_status_conflict', 'A final invoice was already issued.');
      const number = `F2026-${String(20 + invoices.length).padStart(4, '0')}`;
      const deposit = invoices.find(
        (invoice) => invoice.kind === 'deposit' && invoice.status !== 'cancelled',
      );
      const final: QuoteInvoiceSummary = {
        ...depositInvoice,
        number,
        kind: 'final',
        issueDate: '2026-12-10',
        dueDate: '2027-01-09',
        grossCents: server.quote.totals.grossCents,
        dueCents: server.quote.totals.grossCents - (deposit?.grossCents ?? 0),
        pdfUrl: `/api/quotes/${quoteId}/invoices/${number}/pdf`,
      };
      server.quote = {
        ...server.quote,
        invoices: [...invoices, final],
        steps: (server.quote.steps ?? []).map((step) =>
          step.key === 'work_done' || step.key === 'final_invoiced' ? { ...step, on: '2026-12-10' } : step,
        ),
      };
      return { body: { number: server.quote.number, status: 'accepted', invoices: server.quote.invoices } };
    }
    const credited = new RegExp(`^/api/quotes/${quoteId}/invoices/([^/]+)/credit-note$`).exec(path);
    if (method === 'POST' && credited) {
      const invoiceNumber = decodeURIComponent(credited[1]!);
      const invoice = server.quote.invoices.find((each) => each.number === invoiceNumber);
      if (!invoice || invoice.status !== 'unpaid')
        return apiError(409, 'quote_status_conflict', 'This invoice is already cancelled.');
      const number = `F2026-${String(20 + server.quote.invoices.length).padStart(4, '0')}`;
      server.quote = {
        ...server.quote,
        invoices: [
          ...server.quote.invoices.map((each) =>
            each === invoice ? { ...each, status: 'cancelled' as const, dueCents: 0 } : each,
          ),
          {
            ...invoice,
            number,
            documentType: 'credit_note',
            credits: invoice.number,
            issueDate: '2026-12-11',
            dueDate: null,
            grossCents: -invoice.grossCents,
            dueCents: 0,
            status: 'credit_note',
            pdfUrl: `/api/quotes/${quoteId}/invoices/${number}/pdf`,
          },
        ],
      };
      return { body: { number } };
    }
    if (method === 'POST' && path === `/api/quotes/${quoteId}/send`) {
      server.quote = { ...server.quote, status: 'sent', number: server.quote.number ?? 'D2026-0005' };
      return { body: { number: server.quote.number, status: 'sent' } };
    }
    return apiError(404, 'not_found', 'Not found.');
  });
  return server;
}
