import { todayTests } from './support/today-tests';

/** The today view on PostgreSQL (today-tests.ts): skipped without TEST_DATABASE_URL. */
todayTests('postgres');
