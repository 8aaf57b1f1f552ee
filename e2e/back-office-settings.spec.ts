import { settingsTests } from './support/settings-tests';

/** The business details and My account views on the embedded PGlite database (settings-tests.ts). */
settingsTests('pglite');
