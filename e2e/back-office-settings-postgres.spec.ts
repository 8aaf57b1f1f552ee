import { settingsTests } from './support/settings-tests';

/** The business details and My account views on PostgreSQL (settings-tests.ts): skipped without TEST_DATABASE_URL. */
settingsTests('postgres');
