/**
 * Generates the store's downloads from sources kept in the repository: one documentation PDF per driver
 * (content/drivers/<titleKey>.md, rendered with pdfkit) and one package per driver, the real archive when
 * the owner has placed it in content/drivers/packages/<packageFile>, otherwise a clearly labelled sample
 * archive zipped from content/drivers/samples/<titleKey>/. A catalogue entry without its sources is an
 * error, so the build fails rather than publishing a broken link.
 *
 * `npm run build` runs it first (the `prebuild` script): it writes web/public/downloads/ (git-ignored),
 * which Vite copies into the site. `node --import tsx scripts/generate-driver-files.ts [out-dir]` writes
 * them elsewhere.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { type DriverEntry, driverCatalogue, formatDriverPrice } from '../shared/driver-catalogue';

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
  const lines = markdown.split(/\r?\n/);
  let title = driver.title.en;
  let paragraph: string[] = [];
  const flush = () => {
    if (!paragraph.length) return;
    doc.font('Helvetica').fontSize(11).fillColor(ink).text(paragraph.join(' '), { width, lineGap: 3 });
    doc.moveDown(0.7);
    paragraph = [];
  };

  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed.startsWith('# ')) {
      title = trimmed.slice(2);
    } else if (trimmed.startsWith('## ')) {
      flush();
      if (doc.y > doc.page.height - 200) doc.addPage();
      doc.moveDown(0.6);
      doc.font('Helvetica-Bold').fontSize(15).fillColor(ink).text(trimmed.slice(3), { width });
      const y = doc.y + 4;
      doc.moveTo(64, y).lineTo(104, y).lineWidth(2).strokeColor(accent).stroke();
      doc.moveDown(0.8);
    } else if (/^(-|\d+\.) /.test(trimmed)) {
      flush();
      const bullet = trimmed.startsWith('-') ? '•' : `${trimmed.split('.')[0]}.`;
      const text = trimmed.replace(/^(-|\d+\.) /, '');
      const y = doc.y;
      doc.font('Helvetica-Bold').fontSize(11).fillColor(accent).text(bullet, 64, y, { width: 18 });
      doc
        .font('Helvetica')
        .fontSize(11)
        .fillColor(ink)
        .text(text, 84, y, { width: width - 20, lineGap: 3 });
      doc.x = 64;
      doc.moveDown(0.35);
    } else if (trimmed === '') {
      flush();
    } else {
      paragraph.push(trimmed);
    }
  }
  flush();

  const price =
    driver.priceExclVat > 0 ? `Licence: ${formatDriverPrice(driver.priceExclVat, 'en')}` : 'Free driver';
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

/** A minimal ZIP (deflate) writer: the .c4z package format is a ZIP archive. Dates fixed for reproducible builds. */
export function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const dosTime = 0;
  const dosDate = (0 << 9) | (1 << 5) | 1; // 1980-01-01
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const checksum = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const centralDirectory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDirectory, end]);
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
