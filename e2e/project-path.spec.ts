import { projectPathTests } from './support/project-path-tests';

/** From a lead to paid work (project-path-tests.ts), on the embedded database. */
projectPathTests('pglite');
