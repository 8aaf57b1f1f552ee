import { projectPathTests } from './support/project-path-tests';

/** From a lead to paid work (project-path-tests.ts), on PostgreSQL: skipped without TEST_DATABASE_URL. */
projectPathTests('postgres');
