/**
 * Anyone can type any address into the order form: at most this many licence order confirmations go to one
 * address (lower-cased) in any window of this length, whatever the number of orders.
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
export const CONFIRMATION_WINDOW = '24 hours';
