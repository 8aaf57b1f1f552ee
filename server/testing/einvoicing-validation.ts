import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SaxonJS from 'saxon-js';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The official e-invoicing artefacts, beside the project (`../shared/einvoicing/`, see its SOURCES.md): the
 * tests read them from there and never copy them.
 */
export const einvoicingArtefacts = resolve(projectRoot, '../shared/einvoicing');

/** The Factur-X 1.09 EN 16931 schema. */
const FACTUR_X_XSD = 'facturx/en16931/Factur-X_EN16931.xsd';

/** The compiled schematrons (XSLT 2), run by Saxon-JS once compiled to its own format (SEF). */
export const schematrons = {
  /** Factur-X 1.09, profile EN 16931 (FNFE-MPE / FeRD). */
  facturX: 'facturx/en16931/Factur-X_1.09_EN16931.xsl',
  /** CEN/TC 434 EN 16931 validation artefacts v1.3.16, CII binding. */
  en16931: 'en16931-cii/EN16931-CII-validation.xslt',
  /** The French reform's rules (BR-FR, "Flux 2"). */
  brFr: 'fr-ctc/BR-FR-Flux2-Schematron-CII.xslt',
} as const;
export type SchematronName = keyof typeof schematrons;

const sefCache = resolve(projectRoot, 'node_modules/.cache/einvoicing-sef');
const xslt3 = resolve(projectRoot, 'node_modules/.bin/xslt3');

function artefact(path: string): string {
  const file = resolve(einvoicingArtefacts, path);
  if (!existsSync(file))
    throw new Error(`${file} is missing: the e-invoicing artefacts are read from ../shared/einvoicing/`);
  return file;
}

const compiling = new Map<string, Promise<string>>();

/**
 * The schematron compiled to SEF, once per version of its file: kept in node_modules/.cache (about 20 s each
 * on this machine). The stylesheet keeps its own location as base URI, where the Factur-X one finds its code
 * lists (`document('FACTUR-X_EN16931_codedb.xml')`).
 */
export function compiledSchematron(name: SchematronName): Promise<string> {
  const source = artefact(schematrons[name]);
  const hash = createHash('sha256').update(source).update(readFileSync(source)).digest('hex').slice(0, 16);
  const sef = resolve(sefCache, `${name}-${hash}.sef.json`);
  if (existsSync(sef)) return Promise.resolve(sef);
  let pending = compiling.get(sef);
  if (!pending) {
    mkdirSync(dirname(sef), { recursive: true });
    const partial = `${sef}.${process.pid}.part`;
    pending = promisify(execFile)(xslt3, [`-xsl:${source}`, `-export:${partial}`, '-nogo'], {
      maxBuffer: 16 * 1024 * 1024,
    }).then(() => {
      renameSync(partial, sef);
      return sef;
    });
    compiling.set(sef, pending);
  }
  return pending;
}

export interface SchematronFailure {
  id: string;
  flag: string;
  location: string;
  text: string;
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? '';

/**
 * The failed assertions of one schematron on a CII document that count as errors: every `svrl:failed-assert`
 * but those flagged `warning` or `information`.
 */
export async function schematronErrors(xml: string, name: SchematronName): Promise<SchematronFailure[]> {
  const { principalResult: svrl } = await SaxonJS.transform(
    { stylesheetFileName: await compiledSchematron(name), sourceText: xml, destination: 'serialized' },
    'async',
  );
  const failures = [...svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)].map(
    ([, tag = '', body = '']) => ({
      id: attribute(tag, 'id'),
      flag: attribute(tag, 'flag'),
      location: attribute(tag, 'location'),
      text: body
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    }),
  );
  return failures.filter((failure) => failure.flag !== 'warning' && failure.flag !== 'information');
}

/** The XSD's errors on a CII document (`xmllint --schema`, Debian's libxml2-utils), none when it is valid. */
export function xsdErrors(xml: string): string[] {
  const result = spawnSync('xmllint', ['--noout', '--schema', artefact(FACTUR_X_XSD), '-'], {
    input: xml,
    encoding: 'utf8',
  });
  if (result.error) throw new Error(`xmllint cannot run (install libxml2-utils): ${result.error.message}`);
  if (result.status === 0) return [];
  return result.stderr
    .split('\n')
    .filter((line) => line.trim() && !/^- (validates|fails to validate)$/.test(line.trim()));
}

/** Every artefact's errors on one document: the schema, then each schematron. */
export async function einvoicingErrors(xml: string): Promise<Record<'xsd' | SchematronName, string[]>> {
  const describe = (failures: SchematronFailure[]) =>
    failures.map((failure) => `${failure.id} ${failure.text} (${failure.location})`);
  return {
    xsd: xsdErrors(xml),
    facturX: describe(await schematronErrors(xml, 'facturX')),
    en16931: describe(await schematronErrors(xml, 'en16931')),
    brFr: describe(await schematronErrors(xml, 'brFr')),
  };
}
