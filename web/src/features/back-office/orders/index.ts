/** Licence orders: the list, an order's page with its invoice, payment and licence actions. */
export { orderSearch } from './order-filter';
