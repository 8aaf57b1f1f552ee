import type { FastifyInstance } from 'fastify';
import { appQrPaths, type AppStore } from '../../../shared/app-downloads';
import { type AppContext, publicSettings } from '../../lib/app-context';
import { qrCodeSvg } from '../../lib/qr-code-svg';
import { negotiateLanguage } from '../../../shared/language';
import { publicCatalogue } from '../products';
import { limitedTo } from '../../lib/rate-limit';

const storeUrlSetting = { appStore: 'appStoreUrl', googlePlay: 'googlePlayUrl' } as const;

/**
 * The site's public data, the same for every visitor and revalidated rather than never stored: its settings,
 * and the QR codes of the app's store pages (drawn here once, so no visitor's phone computes them).
 */
export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, business } = ctx;
  const publicRead = limitedTo(env.PUBLIC_READ_RATE_LIMIT);

  // What a built page embeds, for the development server's pages (vite dev), in the browser's language.
  app.get('/api/settings', publicRead, async (request, reply) => {
    const { products } = await publicCatalogue(ctx.database.db);
    const language = negotiateLanguage(request.headers['accept-language']);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .send(publicSettings(env, business, products, language));
  });

  // appQrPaths is a Record<AppStore, …>: its keys are the stores.
  for (const store of Object.keys(appQrPaths) as AppStore[]) {
    let svg: Promise<string> | undefined;
    app.get(appQrPaths[store], publicRead, async (_request, reply) => {
      svg ??= qrCodeSvg(business[storeUrlSetting[store]]);
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'no-cache')
        .send(await svg);
    });
  }
}
