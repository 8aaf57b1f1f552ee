import { todayTests } from './support/today-tests';

/** The today view on the embedded PGlite database (today-tests.ts). */
todayTests('pglite');
