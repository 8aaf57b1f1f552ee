import { randomUUID } from 'node:crypto';
import type { SignedIn } from '../../shared/auth-schemas';
import { dateInFrance } from '../../shared/date-in-france';
import type { OrderDetail, OrderListPage } from '../../shared/order-schemas';
import { licenceOrder } from './sample-payloads';

/** The single-use token of an invitation or reset link in a mail's text. */
export function linkTokenIn(text: string): string {
  const token = /\/#\/user\/(?:invitation|reset-password)\/([\w-]{43})/.exec(text)?.[1];
  if (!token) throw new Error('no invitation or reset link in this mail');
  return token;
}

/**
 * A running site driven over HTTP as its users do (the order form, the back office's buttons), for the tests
 * of whole processes: backups, several instances behind a proxy.
 */
export class SiteClient {
  private accessToken = '';

  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...this.headers,
        ...(this.accessToken ? { authorization: `Bearer ${this.accessToken}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  private async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.request(method, path, body);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Accepts the owner's invitation, which signs in. */
  async acceptInvitation(token: string, password: string): Promise<void> {
    const signedIn = await this.json<SignedIn>('POST', '/api/auth/invitations/accept', {
      token,
      name: 'Camille Owner',
      password,
    });
    this.accessToken = signedIn.accessToken;
  }

  async signIn(email: string, password: string): Promise<void> {
    this.accessToken = (
      await this.json<SignedIn>('POST', '/api/auth/sign-in', { email, password })
    ).accessToken;
  }

  /** Another client signed in as this one (another browser tab, or the same person through another door). */
  as(baseUrl: string, headers: Record<string, string> = this.headers): SiteClient {
    const other = new SiteClient(baseUrl, headers);
    other.accessToken = this.accessToken;
    return other;
  }

  /** Posts the store's licence order form; answers the HTTP status. */
  async orderLicence(n: number): Promise<number> {
    const response = await this.request(
      'POST',
      '/api/messages',
      {
        ...licenceOrder,
        email: `buyer-${n}@example.test`,
        mac: `00-0f-ff-a1-b2-${(n % 256).toString(16).padStart(2, '0')}`,
      },
      { 'idempotency-key': randomUUID() },
    );
    return response.status;
  }

  async orders(): Promise<OrderListPage> {
    return this.json<OrderListPage>('GET', '/api/orders');
  }

  async order(id: string): Promise<OrderDetail> {
    return this.json<OrderDetail>('GET', `/api/orders/${id}`);
  }

  /** Send invoice, or Mark as paid as received by transfer today. */
  async act(id: string, action: 'send-invoice' | 'mark-paid'): Promise<OrderDetail> {
    return this.json<OrderDetail>(
      'POST',
      `/api/orders/${id}/${action}`,
      action === 'mark-paid' ? paidToday() : {},
    );
  }

  async documentPdf(orderId: string, documentId: string): Promise<Buffer> {
    const response = await this.request('GET', `/api/orders/${orderId}/documents/${documentId}`);
    if (!response.ok) throw new Error(`invoice PDF: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async licenceText(orderId: string, licenceId: string): Promise<string> {
    const response = await this.request('GET', `/api/orders/${orderId}/licences/${licenceId}`);
    if (!response.ok) throw new Error(`licence: ${response.status}`);
    return response.text();
  }

  async verify(licence: string): Promise<unknown> {
    return this.json('POST', '/api/licences/verify', { licence });
  }
}

/** Mark as paid's body for money received by transfer today (the date in France, as the server checks it). */
export function paidToday(): { paidOn: string; means: 'sepa_credit_transfer' } {
  return {
    paidOn: dateInFrance(new Date()),
    means: 'sepa_credit_transfer',
  };
}
