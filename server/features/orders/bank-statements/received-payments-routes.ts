import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { BankStatementImportResult } from '../../../../shared/payment-schemas';
import {
  matchPaymentSchema,
  paymentsPageQuerySchema,
  statementImportQuerySchema,
} from '../../../../shared/payment-schemas';
import type { AppContext } from '../../../lib/app-context';
import { sendApiError } from '../../../lib/api-errors';
import { currentUser, requireUser, requireUserBeforeBody } from '../../accounts';
import { limitedTo } from '../../../lib/rate-limit';
import { parseOrRefuse } from '../../../lib/validation';
import {
  dismissPayment,
  matchPayment,
  paymentsLedger,
  type SettleOutcome,
  unmatchedPayments,
} from '../payments/received-payments';
import { parseCamt053, StatementRefusedError } from './camt053';
import { importBankStatement, StatementNeedsSigningError } from './import-bank-statement';

/** A year of a small business's daily statements stays well under this. */
const STATEMENT_BODY_LIMIT = 10 * 1024 * 1024;

export const paymentParams = z.object({ id: z.uuid() });

/**
 * The back office's received money: `POST /api/bank-statements` imports a camt.053 statement (the file as
 * the body, `Content-Type: application/xml`, its name as `?fileName=`) and answers
 * `{matched, partial, unmatched, alreadyImported}`; `/api/received-payments` lists what waits for the owner,
 * a page at a time, who matches it with an order or sets it aside; `/api/payments-ledger` shows every import
 * and every payment with what became of it.
 */
export async function receivedPaymentsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database, licenceKey } = ctx;
  const db = database.db;
  const signedIn = { preHandler: requireUser(db), ...limitedTo(env.BACK_OFFICE_RATE_LIMIT) };
  // What marks orders paid or sets money aside: the owner, or a colleague they allowed (`users.can_bill`).
  const billing = {
    preHandler: requireUser(db, { billing: true }),
    ...limitedTo(env.BACK_OFFICE_RATE_LIMIT),
  };

  await app.register(async (statements) => {
    statements.addContentTypeParser(
      ['application/xml', 'text/xml'],
      { parseAs: 'buffer', bodyLimit: STATEMENT_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // Checked on the headers: a stranger’s 10 MB is never read.
    const billingBeforeBody = {
      preParsing: requireUserBeforeBody(db, { billing: true }),
      ...limitedTo(env.BACK_OFFICE_RATE_LIMIT),
    };
    statements.post('/api/bank-statements', billingBeforeBody, async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        return sendApiError(reply, 415, {
          error: 'statement_expected',
          message: 'Send the camt.053 file as the body, with Content-Type: application/xml.',
        });
      const query = parseOrRefuse(statementImportQuerySchema, request.query, reply);
      if (!query) return reply;
      let statement;
      try {
        statement = await parseCamt053(request.body);
      } catch (error) {
        if (!(error instanceof StatementRefusedError)) throw error;
        return sendApiError(reply, 422, { error: `statement_${error.reason}`, message: error.message });
      }
      try {
        const result: BankStatementImportResult = await importBankStatement(
          db,
          licenceKey,
          statement,
          currentUser(request),
          query.fileName,
        );
        return reply.send(result);
      } catch (error) {
        if (!(error instanceof StatementNeedsSigningError)) throw error;
        return sendApiError(reply, 409, {
          error: 'licence_signing_unavailable',
          message: `Nothing was imported: this statement pays invoice ${error.invoiceNumber}, and licences cannot be signed now. Set the licence key, then import the statement again.`,
        });
      }
    });
  });

  app.get('/api/received-payments', signedIn, async (request, reply) => {
    const query = parseOrRefuse(paymentsPageQuerySchema, request.query, reply);
    if (!query) return reply;
    return reply.send(await unmatchedPayments(db, currentUser(request).canBill, query.after));
  });

  app.get('/api/payments-ledger', signedIn, async (request, reply) => {
    const query = parseOrRefuse(paymentsPageQuerySchema, request.query, reply);
    if (!query) return reply;
    return reply.send(await paymentsLedger(db, query.before));
  });

  app.post('/api/received-payments/:id/match', billing, async (request, reply) => {
    const params = paymentParams.safeParse(request.params);
    if (!params.success) return paymentNotFound(reply);
    const body = parseOrRefuse(matchPaymentSchema, request.body, reply);
    if (!body) return reply;
    const result = await matchPayment(db, licenceKey, {
      paymentId: params.data.id,
      orderId: body.orderId,
      actor: currentUser(request),
    });
    return settled(reply, result);
  });

  app.post('/api/received-payments/:id/dismiss', billing, async (request, reply) => {
    const params = paymentParams.safeParse(request.params);
    if (!params.success) return paymentNotFound(reply);
    const result = await dismissPayment(db, { paymentId: params.data.id, actor: currentUser(request) });
    return settled(reply, result);
  });
}

function settled(reply: FastifyReply, result: SettleOutcome | Awaited<ReturnType<typeof dismissPayment>>) {
  switch (result.outcome) {
    case 'done': {
      const { outcome: _outcome, ...done } = result;
      return reply.send(done);
    }
    case 'not_euros':
      return sendApiError(reply, 409, {
        error: 'payment_not_in_euros',
        message:
          'This payment is not in euros: it cannot pay a euro invoice. Set it aside, or record the euros received with Mark as paid.',
      });
    case 'invalid_paid_on':
      return sendApiError(reply, 409, {
        error: 'payment_day_refused',
        message: 'This payment is booked on a day before the order or after today: check it with your bank.',
      });
    case 'not_found':
      return paymentNotFound(reply);
    case 'conflict':
      return sendApiError(reply, 409, {
        error: 'payment_conflict',
        message: 'This payment or this order was settled meanwhile: the list has been refreshed.',
      });
    case 'signing_unavailable':
      return sendApiError(reply, 409, {
        error: 'licence_signing_unavailable',
        message: 'Licences cannot be signed now: set the licence key first.',
      });
  }
}

function paymentNotFound(reply: FastifyReply) {
  return sendApiError(reply, 404, { error: 'not_found', message: 'No such payment or order.' });
}
