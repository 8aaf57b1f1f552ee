import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { registerPeriodSchema } from '../../../../shared/invoice-register-schemas';
import { type Language, negotiateLanguage } from '../../../../shared/language';
import type { AppContext } from '../../../lib/app-context';
import { requireUser } from '../../accounts';
import { invoiceRegister, registerZip } from './invoice-register';
import { registerFileName } from './file-names';
import { registerCsv } from './register-csv';
import { limitedTo } from '../../../lib/rate-limit';
import { parseOrRefuse } from '../../../lib/validation';

/**
 * /api/invoices/register*: the invoice register of a period for the accountant, signed in: as JSON for the
 * back office, as CSV (`register.csv`), and the period's Factur-X files in one ZIP (`register.zip`).
 */
export async function invoicesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const signedIn = { preHandler: requireUser(db), ...limitedTo(ctx.env.BACK_OFFICE_RATE_LIMIT) };

  app.get('/api/invoices/register', signedIn, async (request, reply) => {
    const period = parseOrRefuse(registerPeriodSchema, request.query, reply);
    if (!period) return reply;
    return reply.send(await invoiceRegister(db, period.from, period.to));
  });

  app.get('/api/invoices/register.csv', signedIn, async (request, reply) => {
    const period = parseOrRefuse(registerPeriodSchema, request.query, reply);
    if (!period) return reply;
    const register = await invoiceRegister(db, period.from, period.to);
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="${registerFileName(period, pageLanguage(request))}.csv"`,
      )
      .send(registerCsv(register, pageLanguage(request), period.format));
  });

  app.get('/api/invoices/register.zip', signedIn, async (request, reply) => {
    const period = parseOrRefuse(registerPeriodSchema, request.query, reply);
    if (!period) return reply;
    // Streamed: the PDFs are read a few at a time as the download goes (decision 018).
    return reply
      .type('application/zip')
      .header(
        'Content-Disposition',
        `attachment; filename="${registerFileName(period, pageLanguage(request))}.zip"`,
      )
      .send(Readable.from(registerZip(db, period.from, period.to)));
  });
}

function pageLanguage(request: FastifyRequest): Language {
  return negotiateLanguage(request.headers['accept-language']);
}
