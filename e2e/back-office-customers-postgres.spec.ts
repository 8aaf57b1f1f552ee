import { customersTests } from './support/customers-tests';

/** The customers view on PostgreSQL (customers-tests.ts): skipped without TEST_DATABASE_URL. */
customersTests('postgres');
