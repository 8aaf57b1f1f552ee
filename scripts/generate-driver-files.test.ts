import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { driverCatalogue } from '../shared/driver-catalogue';
import {
  driverContentDir,
  generateDriverFiles,
  MissingDriverSourcesError,
  zip,
} from './generate-driver-files';

const temporary: string[] = [];
function copyOfContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'driver-content-'));
  temporary.push(dir);
  cpSync(driverContentDir, dir, { recursive: true });
  return dir;
}
afterEach(() => {
  temporary.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** Reads the names and contents of a ZIP written by `zip` (deflate, no data descriptors). */
function unzip(archive: Buffer): Record<string, string> {
  const files: Record<string, string> = {};
  let offset = 0;
  while (archive.readUInt32LE(offset) === 0x04034b50) {
    const size = archive.readUInt32LE(offset + 18);
    const nameLength = archive.readUInt16LE(offset + 26);
    const name = archive.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    const start = offset + 30 + nameLength;
    files[name] = inflateRawSync(archive.subarray(start, start + size)).toString('utf8');
    offset = start + size;
  }
  return files;
}

describe('driver files', () => {
  it('generates a PDF and a package for every catalogue entry', async () => {
    const files = await generateDriverFiles();
    const names = files.map((file) => file.fileName).sort();
    expect(names).toEqual(driverCatalogue.flatMap((d) => [d.helpFile, d.packageFile]).sort());
    for (const driver of driverCatalogue) {
      const pdf = files.find((file) => file.fileName === driver.helpFile);
      expect(pdf?.source.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf?.source.length).toBeGreaterThan(3000);
      expect(pdf?.source.toString('latin1').trimEnd()).toMatch(/%%EOF$/);
    }
  });

  it('labels sample packages as samples, inside the archive too', async () => {
    const files = await generateDriverFiles();
    const risco = files.find((file) => file.fileName === 'risco_alarm.c4z');
    expect(risco?.sample).toBe(true);
    const contents = unzip(risco?.source as Buffer);
    expect(Object.keys(contents).sort()).toEqual(['README-SAMPLE.txt', 'driver.xml']);
    expect(contents['README-SAMPLE.txt']).toMatch(/^SAMPLE PACKAGE - NOT THE REAL DRIVER/);
  });

  it('ships the real archive when the owner has put it in content/drivers/packages', async () => {
    const dir = copyOfContent();
    mkdirSync(join(dir, 'packages'), { recursive: true });
    const real = zip([{ name: 'driver.xml', data: Buffer.from('<devicedata>real</devicedata>') }]);
    writeFileSync(join(dir, 'packages', 'risco_alarm.c4z'), real);
    const files = await generateDriverFiles(dir);
    const risco = files.find((file) => file.fileName === 'risco_alarm.c4z');
    expect(risco?.sample).toBe(false);
    expect(risco?.source.equals(real)).toBe(true);
  });

  it('fails, naming the entry, when a documentation source is missing', async () => {
    const dir = copyOfContent();
    rmSync(join(dir, 'netatmo-energy.md'));
    await expect(generateDriverFiles(dir)).rejects.toThrow(MissingDriverSourcesError);
    await expect(generateDriverFiles(dir)).rejects.toThrow(/netatmo-energy: documentation source/);
  });

  it('fails when neither a real package nor a sample exists', async () => {
    const dir = copyOfContent();
    rmSync(join(dir, 'samples', 'velux-klf200-gateway'), { recursive: true });
    await expect(generateDriverFiles(dir)).rejects.toThrow(/velux-klf200-gateway: package missing/);
  });
});
