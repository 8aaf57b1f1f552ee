import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
type PdfDictionary = Record<string, JsonValue>;

/**
 * A PDF's objects as qpdf reads them (`qpdf --json=2`, Debian's qpdf), for tests of what a document
 * declares: names are `/Name`, strings `u:text`, references `N 0 R`; streams have their dictionary and
 * their decoded data.
 */
export class PdfStructure {
  private constructor(
    private readonly objects: Record<
      string,
      { value?: JsonValue; stream?: { dict: PdfDictionary; data?: string } }
    >,
    readonly version: string,
  ) {}

  static read(pdf: Uint8Array): PdfStructure {
    const folder = mkdtempSync(join(tmpdir(), 'pdf-structure-'));
    try {
      const file = join(folder, 'document.pdf');
      writeFileSync(file, pdf);
      const result = spawnSync(
        'qpdf',
        ['--json=2', '--json-stream-data=inline', '--decode-level=generalized', file, '-'],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      if (result.error) throw new Error(`qpdf cannot run (install qpdf): ${result.error.message}`);
      if (result.status !== 0 && result.status !== 3)
        throw new Error(`qpdf refused the PDF: ${result.stderr}`);
      const [header, objects] = (JSON.parse(result.stdout) as { qpdf: [{ pdfversion: string }, never] }).qpdf;
      return new PdfStructure(objects, header.pdfversion);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }

  /** The object a value refers to (itself when it is no reference): a dictionary, or a stream's dictionary. */
  resolve(value: JsonValue | undefined): PdfDictionary {
    if (typeof value === 'string' && / 0 R$/.test(value)) {
      const object = this.objects[`obj:${value}`];
      if (!object) throw new Error(`no object ${value}`);
      return (object.value ?? object.stream?.dict) as PdfDictionary;
    }
    return value as PdfDictionary;
  }

  /** A stream's decoded data. */
  streamData(reference: JsonValue | undefined): Buffer {
    const data = this.objects[`obj:${String(reference)}`]?.stream?.data;
    if (data === undefined) throw new Error(`${String(reference)} is not a stream with data`);
    return Buffer.from(data, 'base64');
  }

  get trailer(): PdfDictionary {
    return this.objects.trailer!.value as PdfDictionary;
  }

  get catalog(): PdfDictionary {
    return this.resolve(this.trailer['/Root']);
  }

  /** Every dictionary of a given /Type. */
  ofType(type: string): PdfDictionary[] {
    return Object.values(this.objects)
      .map((object) => (object.value ?? object.stream?.dict) as PdfDictionary | undefined)
      .filter((value): value is PdfDictionary => typeof value === 'object' && value?.['/Type'] === type);
  }
}
