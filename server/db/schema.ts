export * from './schema/messages';
export * from './schema/google-home';
export * from './schema/netatmo';
export * from './schema/accounts';
export * from './schema/orders';
export * from './schema/licence-revocations';
export * from './schema/attempts';
export * from './schema/products';
