import { compiledSchematron, schematrons } from './einvoicing-validation';

/**
 * Compiles the e-invoicing schematrons to SEF before the server tests (about a minute the first time on this
 * machine, nothing once cached), so that no test waits for it inside its own time limit.
 */
export default async function setup(): Promise<void> {
  for (const name of Object.keys(schematrons) as (keyof typeof schematrons)[]) await compiledSchematron(name);
}
