/**
 * The settings feature's public module: what the owner sets in the back office rather than in files (the
 * seller's legal and bank details). The rest of server/features/settings/ is its own.
 */
export { sellerSettingsApi } from './seller-settings-api';
export { sellerSettingsRoutes } from './seller-settings-routes';
