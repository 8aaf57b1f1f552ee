import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SaxonJS from 'saxon-js';

function xmllint(files: string[], input?: string) {
  const result = spawnSync('xmllint', ['--noout', ...files], { input, encoding: 'utf8' });
  if (result.error) throw new Error(`xmllint cannot run (install libxml2-utils): ${result.error.message}`);
  return result;
}

/** What xmllint (Debian's libxml2-utils) says of a document's well-formedness: nothing when it reads it. */
export function wellFormednessErrors(xml: string): string {
  const result = xmllint(['-'], xml);
  return result.status === 0 ? '' : result.stderr;
}

/** The same for many documents in one run of xmllint (a run costs tens of milliseconds on a busy machine). */
export function wellFormednessErrorsOfEach(xmls: string[]): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'well-formed-'));
  try {
    const files = xmls.map((xml, index) => {
      const file = join(folder, `${index}.xml`);
      writeFileSync(file, xml);
      return file;
    });
    const { stderr } = xmllint(files);
    return files.map((file) =>
      stderr
        .split('\n')
        .filter((line) => line.startsWith(`${file}:`))
        .join('\n'),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The text of the elements at each path (local names whatever their namespace, `A/*:B` for a B in an A), as an
 * XML reader gives it: references decoded once, as the document means them.
 */
export async function xmlTexts(xml: string, ...paths: string[]): Promise<string[][]> {
  const document = await SaxonJS.getResource({ text: xml, type: 'xml' });
  const texts = SaxonJS.XPath.evaluate(
    `[${paths.map((path) => `array { //*:${path}/string() }`).join(', ')}]`,
    document,
  );
  if (!Array.isArray(texts) || !texts.every(Array.isArray)) throw new Error('XPath did not return arrays');
  return texts.map((found: unknown[]) => found.map(String));
}
