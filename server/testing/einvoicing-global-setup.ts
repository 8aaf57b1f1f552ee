import { existsSync } from 'node:fs';
import { compiledSchematron, einvoicingArtefacts, schematrons } from './einvoicing-validation';

/**
 * Compiles the e-invoicing schematrons to SEF before the server tests (about a minute the first time on this
 * machine, nothing once cached), so that no test waits for it inside its own time limit. Without the artefacts
 * the other tests still run; the e-invoicing ones then fail, saying where the artefacts are expected.
 */
export default async function setup(): Promise<void> {
  if (!existsSync(einvoicingArtefacts)) {
    console.warn(
      `No e-invoicing artefacts in ${einvoicingArtefacts}: the Factur-X validation tests will fail.`,
    );
    return;
  }
  for (const name of Object.keys(schematrons) as (keyof typeof schematrons)[]) await compiledSchematron(name);
}
