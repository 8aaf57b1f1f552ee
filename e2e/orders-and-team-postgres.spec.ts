import { ordersAndTeamTests } from './support/orders-and-team-tests';

/** The owner's second week, on PostgreSQL (orders-and-team-tests.ts): skipped without TEST_DATABASE_URL. */
ordersAndTeamTests('postgres');
