import { customersTests } from './support/customers-tests';

/** The customers view on the embedded PGlite database (customers-tests.ts). */
customersTests('pglite');
