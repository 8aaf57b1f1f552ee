/** The customers feature's public module: the back office's customers, gathered from orders, quotes and messages. */
export { customersApi } from './customers-api';
export { customersRoutes } from './customers-routes';
