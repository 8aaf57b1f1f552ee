import { ordersAndTeamTests } from './support/orders-and-team-tests';

/** The owner's second week, on the embedded PGlite database (orders-and-team-tests.ts). */
ordersAndTeamTests('pglite');
