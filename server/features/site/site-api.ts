import { z } from 'zod';
import { objectAnswer } from '../../../shared/api-answers';
import { appQrPaths } from '../../../shared/app-downloads';
import { rateLimited, type RouteDescriptions } from '../../http/api-description/route-description';

const qrCode = (store: string): RouteDescriptions[string] => ({
  summary: `The QR code of the app's ${store} page`,
  answers: { 200: { description: 'An SVG drawing.', schema: z.string(), contentType: 'image/svg+xml' } },
  errors: rateLimited,
});

export const siteApi: RouteDescriptions = {
  'GET /api/settings': {
    summary: "The site's public settings (business details, which features are on)",
    answers: { 200: { description: 'The settings the pages read.', schema: objectAnswer('PublicSettings') } },
    errors: rateLimited,
  },
  [`GET ${appQrPaths.appStore}`]: qrCode('App Store'),
  [`GET ${appQrPaths.googlePlay}`]: qrCode('Google Play'),
};
