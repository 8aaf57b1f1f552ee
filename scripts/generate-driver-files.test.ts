import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

function unzip(archive: Buffer): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(archive)).map(([name, data]) => [name, strFromU8(data)]),
  );
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

  it('writes the same bytes whenever it runs', async () => {
    const buildOn = async (day: string) => {
      vi.setSystemTime(new Date(day));
      return (await generateDriverFiles()).map((file) => file.source);
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect(await buildOn('2031-07-14T12:00:00Z')).toEqual(await buildOn('2027-01-02T03:04:05Z'));
    } finally {
      vi.useRealTimers();
    }
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
