import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInFrance } from '../../../../shared/date-in-france';
import { auditEvents, licences, orderPageLinks, orders, outbox } from '../../../db/schema';
import type { LicenceSigner } from '../../../lib/licence-key/licence-key';
import { hashSecret } from '../../../lib/secrets';
import { bearer, createAccount } from '../../../testing/accounts';
import { type InvoicedOrder, placeInvoicedOrder } from '../../../testing/invoiced-orders';
import { newLicenceSigner, readyLicenceKey } from '../../../testing/licences';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testDatabaseKind } from '../../../testing/test-database';
import { macForLicence, readLicence } from '../licences/licence-format';

const today = dateInFrance(new Date());
const june = readFileSync(join(import.meta.dirname, 'fixtures', 'statement-june.xml'), 'utf8');

/** A booked credit of `amount` euros naming what `text` says, as the fixture writes its entries. */
const entry = (amount: string, text: string, reference: string) => `<Ntry>
        <Amt Ccy="EUR">${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${today}</Dt></BookgDt>
        <ValDt><Dt>${today}</Dt></ValDt>
        <AcctSvcrRef>${reference}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls><RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls></NtryDtls>
      </Ntry>`;

const statementOf = (entries: string[], messageId: string) =>
  june
    .replace(/<Ntry>[\s\S]*<\/Ntry>/, entries.join('\n      '))
    .replace('CAMT053-20260616-000148', messageId)
    .replace(/FR7630006000011234567890189-20260615/, `STMT-${messageId}`);

describe(`a statement paying several orders at once (${testDatabaseKind})`, () => {
  let t: TestApp;
  let signer: LicenceSigner;
  let owner: { accessToken: string };
  const placed: InvoicedOrder[] = [];

  beforeAll(async () => {
    signer = newLicenceSigner();
    t = await createTestApp({ env: { MESSAGES_RATE_LIMIT: '1000' }, licenceKey: readyLicenceKey(signer) });
    owner = await createAccount(t.database.db, {
      email: 'owner@example.test',
      role: 'owner',
      name: 'Camille',
    });
    // Six invoices of 60.00 euros each.
    for (let n = 0; n < 6; n += 1) placed.push(await placeInvoicedOrder(t, owner));
  });
  afterAll(async () => {
    await t?.close();
  });

  const importStatement = async (body: string) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/bank-statements?fileName=releve.xml',
      headers: { 'content-type': 'application/xml', ...bearer(owner) },
      payload: body,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json() as Record<string, number>;
  };

  /** All that paying put in an order's books, its own ids left out so that two orders compare. */
  async function settlementOf(order: InvoicedOrder) {
    const db = t.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    const events = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subjectId, order.id),
          inArray(auditEvents.action, ['payment_received', 'order_paid', 'licence_sent']),
        ),
      )
      .orderBy(auditEvents.at);
    const issued = await db.select().from(licences).where(eq(licences.orderId, order.id));
    const mails = await db.select().from(outbox).where(eq(outbox.kind, 'order_licence'));
    const links = await db.select().from(orderPageLinks).where(eq(orderPageLinks.orderId, order.id));
    return {
      status: row!.status,
      paidOn: row!.paidOn,
      paymentMeans: row!.paymentMeans,
      history: events.map((event) => ({
        action: event.action,
        actorName: event.actorName,
        detail: event.detail,
      })),
      licences: issued.map((licence) => {
        const read = readLicence(signer.publicKey, licence.text);
        return {
          read: read.ok && {
            ...read.payload,
            licenceId: read.payload.licenceId === licence.id,
            orderId: read.payload.orderId === order.id,
            issuedAt: read.payload.issuedAt === licence.issuedAt.toISOString(),
          },
          driver: licence.driver,
          mac: licence.mac === macForLicence(row!.mac),
        };
      }),
      mails: mails
        .map((mail) => mail.payload as { orderId: string; licenceId: string; orderPageToken: string })
        .filter((payload) => payload.orderId === order.id)
        .map((payload) => ({
          licence: issued.some((licence) => licence.id === payload.licenceId),
          // The link the mail carries opens this order's page.
          link: links.some((link) => link.tokenHash === hashSecret(payload.orderPageToken)),
        })),
      links: links.length,
    };
  }

  it('gives each order its licence, history, link and mail exactly as one credit alone does', async () => {
    const [alone, partAlone, ...batch] = placed as [InvoicedOrder, InvoicedOrder, ...InvoicedOrder[]];
    const partial = batch.pop()!;
    const before = await settlementOf(alone);

    // Two credits naming one invoice: this statement goes one credit at a time.
    expect(
      await importStatement(
        statementOf(
          [
            entry('60.00', `FACTURE ${alone.invoiceNumber}`, 'ALONE-1'),
            entry('10.00', `RAPPEL ${alone.invoiceNumber}`, 'ALONE-2'),
            entry('30.00', `ACOMPTE ${partAlone.invoiceNumber}`, 'ALONE-3'),
          ],
          'ONE-BY-ONE',
        ),
      ),
    ).toEqual({ matched: 1, partial: 1, unmatched: 1, alreadyImported: 0 });
    // Three orders paid and one partly, in one batch.
    expect(
      await importStatement(
        statementOf(
          [
            ...batch.map((order, index) =>
              entry('60.00', `FACTURE ${order.invoiceNumber}`, `BATCH-${index}`),
            ),
            entry('30.00', `ACOMPTE ${partial.invoiceNumber}`, 'BATCH-PARTIAL'),
          ],
          'BATCH',
        ),
      ),
    ).toEqual({ matched: 3, partial: 1, unmatched: 0, alreadyImported: 0 });

    const paidAlone = await settlementOf(alone);
    expect(paidAlone).toMatchObject({
      status: 'licence_sent',
      paidOn: today,
      paymentMeans: 'sepa_credit_transfer',
      history: [
        {
          action: 'order_paid',
          actorName: 'Camille',
          detail: {
            via: 'bank_statement',
            means: 'sepa_credit_transfer',
            paidOn: today,
            received: '60.00 EUR',
          },
        },
        { action: 'licence_sent', actorName: 'Camille' },
      ],
      licences: [
        {
          read: { licenceId: true, orderId: true, issuedAt: true, driver: 'netatmo-weather-station' },
          mac: true,
        },
      ],
      mails: [{ licence: true, link: true }],
      links: before.links + 1,
    });
    for (const order of batch) expect(await settlementOf(order)).toEqual(paidAlone);

    const partlyAlone = await settlementOf(partAlone);
    expect(partlyAlone).toMatchObject({
      status: 'invoiced',
      paidOn: null,
      history: [
        {
          action: 'payment_received',
          detail: {
            via: 'bank_statement',
            amount: '30.00 EUR',
            received: '30.00 EUR',
            due: '30.00 EUR',
          },
        },
      ],
      licences: [],
      mails: [],
    });
    expect(await settlementOf(partial)).toEqual(partlyAlone);
  });
});
