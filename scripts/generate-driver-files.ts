/**
 * Generates the store's downloads from sources kept in the repository: one documentation PDF per driver
 * (content/drivers/<titleKey>.md, read with marked and laid out with pdfkit) and one package per driver,
 * the real archive when the owner has placed it in content/drivers/packages/<packageFile>, otherwise a
 * clearly labelled sample archive zipped (fflate) from content/drivers/samples/<titleKey>/. A catalogue
 * entry without its sources is an error, so the build fails rather than publishing a broken link.
 *
 * `npm run build` runs it first (the `prebuild` script): it writes web/public/downloads/ (git-ignored),
 * which Vite copies into the site. `node --import tsx scripts/generate-driver-files.ts [out-dir]` writes
 * them elsewhere.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { lexer, type Token } from 'marked';
import PDFDocument from 'pdfkit';
import { type DriverEntry, driverCatalogue } from '../shared/driver-catalogue';
import { formatPriceExclVat } from '../shared/i18n/price';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
export const driverContentDir = join(repositoryRoot, 'content', 'drivers');

export interface DriverFile {
  fileName: string;
  contentType: string;
  source: Buffer;
  /** True for a stand-in archive, so the build can say which real packages are still missing. */
  sample: boolean;
}

export class MissingDriverSourcesError extends Error {
  constructor(readonly problems: string[]) {
    super(`Driver files cannot be generated:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'MissingDriverSourcesError';
  }
}

/** Every download the store links to, generated in memory; throws when a catalogue entry lacks sources. */
export async function generateDriverFiles(
  contentDir = driverContentDir,
  catalogue: readonly DriverEntry[] = driverCatalogue,
): Promise<DriverFile[]> {
  const problems: string[] = [];
  const files: DriverFile[] = [];
  for (const driver of catalogue) {
    const docSource = join(contentDir, `${driver.titleKey}.md`);
    if (!existsSync(docSource)) {
      problems.push(`${driver.titleKey}: documentation source ${docSource} is missing`);
    } else {
      files.push({
        fileName: driver.helpFile,
        contentType: 'application/pdf',
        source: await renderDocumentation(driver, readFileSync(docSource, 'utf8')),
        sample: false,
      });
    }

    const realPackage = join(contentDir, 'packages', driver.packageFile);
    const sampleDir = join(contentDir, 'samples', driver.titleKey);
    if (existsSync(realPackage)) {
      files.push({
        fileName: driver.packageFile,
        contentType: 'application/octet-stream',
        source: readFileSync(realPackage),
        sample: false,
      });
    } else if (existsSync(sampleDir) && statSync(sampleDir).isDirectory()) {
      const entries = readdirSync(sampleDir)
        .sort()
        .map((name) => ({ name, data: readFileSync(join(sampleDir, name)) }));
      files.push({
        fileName: driver.packageFile,
        contentType: 'application/octet-stream',
        source: zip(entries),
        sample: true,
      });
    } else {
      problems.push(
        `${driver.titleKey}: package missing: put the driver in ${realPackage} (or a sample folder in ${sampleDir})`,
      );
    }
  }
  if (problems.length) throw new MissingDriverSourcesError(problems);
  return files;
}

const ink = '#10151d';
const accent = '#d4a857';
const muted = '#4f5866';

/** A short, readable document: a title band, the sections of the Markdown source, page numbers. */
export function renderDocumentation(driver: DriverEntry, markdown: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 150, bottom: 64, left: 64, right: 64 },
    bufferPages: true,
    info: {
      Title: `${driver.title.en} — documentation`,
      Subject: driver.description.en,
      Keywords: driver.titleKey,
      CreationDate: new Date('2025-01-24T00:00:00Z'),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolvePdf) => doc.on('end', () => resolvePdf(Buffer.concat(chunks))));

  const width = doc.page.width - 128;
  let title = driver.title.en;
  const paragraph = (text: string) => {
    doc.font('Helvetica').fontSize(11).fillColor(ink).text(text, { width, lineGap: 3 });
    doc.moveDown(0.7);
  };
  const section = (text: string) => {
    if (doc.y > doc.page.height - 200) doc.addPage();
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(15).fillColor(ink).text(text, { width });
    const y = doc.y + 4;
    doc.moveTo(64, y).lineTo(104, y).lineWidth(2).strokeColor(accent).stroke();
    doc.moveDown(0.8);
  };
  const listItem = (bullet: string, text: string) => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).fillColor(accent).text(bullet, 64, y, { width: 18 });
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(ink)
      .text(text, 84, y, { width: width - 20, lineGap: 3 });
    doc.x = 64;
    doc.moveDown(0.35);
  };

  // The level-1 heading is the document's title (drawn in the band below); the others open sections.
  for (const token of lexer(markdown)) {
    if (token.type === 'heading' && token.depth === 1) title = plainText(token);
    else if (token.type === 'heading') section(plainText(token));
    else if (token.type === 'paragraph') paragraph(plainText(token));
    else if (token.type === 'list') {
      const start = typeof token.start === 'number' ? token.start : 1;
      token.items.forEach((item: Token, index: number) =>
        listItem(token.ordered ? `${start + index}.` : '•', plainText(item)),
      );
    }
  }

  const price =
    driver.priceExclVat > 0
      ? `Licence: ${formatPriceExclVat(driver.priceExclVat * 100, 'en')}`
      : 'Free driver';
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(index);
    const bandHeight = index === 0 ? 118 : 46;
    doc.rect(0, 0, doc.page.width, bandHeight).fill(ink);
    doc.rect(0, bandHeight, doc.page.width, 3).fill(accent);
    if (index === 0) {
      doc.font('Helvetica').fontSize(10).fillColor(accent).text('DRIVER DOCUMENTATION', 64, 34, {
        characterSpacing: 1.5,
        lineBreak: false,
      });
      doc.font('Helvetica-Bold').fontSize(22).fillColor('#ffffff').text(title, 64, 52, {
        width,
        lineBreak: false,
      });
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#b1b8c4')
        .text(`${driver.packageFile}  ·  ${price}`, 64, 86, {
          lineBreak: false,
        });
    } else {
      doc.font('Helvetica-Bold').fontSize(10).fillColor('#ffffff').text(title, 64, 18, { lineBreak: false });
    }
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(muted)
      .text(`${title}  ·  page ${index + 1} of ${pages.count}`, 64, doc.page.height - 40, {
        width,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

/** The text of a Markdown block, without its inline formatting, on one line. */
function plainText(token: Token): string {
  const text =
    'tokens' in token && token.tokens?.length
      ? token.tokens.map(plainText).join('')
      : 'text' in token && typeof token.text === 'string'
        ? token.text
        : '';
  return text.replace(/\s*\n\s*/g, ' ');
}

// DOS time starts in 1980: a fixed date keeps the archives byte-identical from one build to the next.
const ARCHIVE_DATE = new Date(1980, 0, 1);

/** A ZIP archive (deflate), the .c4z package format. */
export function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const archive = zipSync(
    Object.fromEntries(entries.map((entry) => [entry.name, [entry.data, { mtime: ARCHIVE_DATE }]])),
  );
  return Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = resolve(process.argv[2] ?? join(repositoryRoot, 'web', 'public', 'downloads'));
  const files = await generateDriverFiles().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  // The folder holds generated files only: start clean so a driver removed from the catalogue disappears.
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const file of files) writeFileSync(join(outDir, file.fileName), file.source);
  const samples = files.filter((file) => file.sample).map((file) => file.fileName);
  console.log(`${files.length} driver files written to ${outDir}`);
  if (samples.length)
    console.log(`sample packages (real driver not yet in content/drivers/packages/): ${samples.join(', ')}`);
}
