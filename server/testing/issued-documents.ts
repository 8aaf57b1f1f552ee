import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Database } from '../db/client';
import { invoices } from '../db/schema';
import { einvoicingArtefacts } from './einvoicing-validation';
import { PdfStructure } from './pdf-structure';

/** The XML a Factur-X PDF carries (its associated file), or null for a PDF without one. */
function facturXOf(pdf: Uint8Array): string | null {
  const structure = PdfStructure.read(pdf);
  const associated = structure.catalog['/AF'];
  if (!Array.isArray(associated)) return null;
  const fileSpec = structure.resolve(associated[0]);
  return structure.streamData((fileSpec['/EF'] as Record<string, string>)['/F']).toString('utf8');
}

/**
 * Every document a test database holds, checked as the bar of issue 40 asks: its XML part is read by xmllint
 * and passes the Factur-X EN 16931 schema, whatever the buyer typed (the schematrons, slower, run in the
 * e-invoicing tests). One run of xmllint for them all. What a test stored that is no PDF (an older
 * document's stand-in) is left out.
 */
export async function issuedDocumentProblems(database: Database): Promise<string[]> {
  return documentProblems(
    await database.db.select({ number: invoices.number, pdf: invoices.pdf }).from(invoices),
  );
}

/** The problems of each document's XML part (see issuedDocumentProblems), none when all are right. */
export function documentProblems(rows: { number: string; pdf: Uint8Array }[]): string[] {
  const documents = rows.filter(({ pdf }) => Buffer.from(pdf.subarray(0, 5)).toString('latin1') === '%PDF-');
  if (documents.length === 0) return [];
  const folder = mkdtempSync(join(tmpdir(), 'issued-documents-'));
  try {
    const problems: string[] = [];
    const files: [string, string][] = [];
    for (const { number, pdf } of documents) {
      const xml = facturXOf(pdf);
      if (xml === null) {
        problems.push(`${number}: no factur-x.xml`);
        continue;
      }
      const file = join(folder, `${number.replace(/[^\w-]/g, '_')}-${files.length}.xml`);
      writeFileSync(file, xml);
      files.push([number, file]);
    }
    if (files.length === 0) return problems;
    const schema = resolve(einvoicingArtefacts, 'facturx/en16931/Factur-X_EN16931.xsd');
    const result = spawnSync('xmllint', ['--noout', '--schema', schema, ...files.map(([, file]) => file)], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    if (result.error) throw new Error(`xmllint cannot run (install libxml2-utils): ${result.error.message}`);
    for (const [number, file] of files) {
      const errors = result.stderr
        .split('\n')
        .filter((line) => line.startsWith(`${file}:`) || line === `${file} fails to validate`);
      if (errors.length) problems.push(`${number}: ${errors.join('\n').replaceAll(folder, '')}`);
    }
    return problems;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
