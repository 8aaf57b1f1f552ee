import { unzipSync } from 'fflate';
import type { ProductFileSlot } from '../../../shared/product-schemas';

export type FileRefusal = 'not_pdf' | 'not_driver_package' | 'empty';

export interface CheckedFile {
  contentType: string;
  /** What the download name must end with. */
  extension: '.pdf' | '.c4z';
}

/**
 * Whether an uploaded file is what its slot holds, read from its content, never from its name or the type the
 * browser sent: a documentation is a PDF (it starts with `%PDF-` and ends with its `%%EOF` marker), a driver
 * package is the processor's .c4z, a ZIP archive that holds the driver's `driver.xml`. A renamed program, an
 * HTML page or an image is refused.
 */
export function checkProductFile(slot: ProductFileSlot, content: Buffer): CheckedFile | FileRefusal {
  if (content.length === 0) return 'empty';
  if (slot === 'package') return isDriverPackage(content) ? driverPackage : 'not_driver_package';
  return isPdf(content) ? pdf : 'not_pdf';
}

const pdf: CheckedFile = { contentType: 'application/pdf', extension: '.pdf' };
const driverPackage: CheckedFile = { contentType: 'application/zip', extension: '.c4z' };

function isPdf(content: Buffer): boolean {
  // PDF 2.0 (ISO 32000-2, 7.5.2 and 7.5.5): the header is the file's first line; the last line is %%EOF, which
  // writers may follow with a few bytes of padding.
  return (
    content.subarray(0, 5).toString('latin1') === '%PDF-' &&
    content.subarray(-1024).toString('latin1').includes('%%EOF')
  );
}

const ZIP_LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function isDriverPackage(content: Buffer): boolean {
  if (!content.subarray(0, 4).equals(ZIP_LOCAL_FILE_HEADER)) return false;
  try {
    let hasDriverXml = false;
    // Only the directory is read: no entry is inflated.
    unzipSync(content, {
      filter: (file) => {
        if (file.name === 'driver.xml') hasDriverXml = true;
        return false;
      },
    });
    return hasDriverXml;
  } catch {
    return false;
  }
}

/** The download name: the one given, made safe for a header and a file system, with the type's extension. */
export function downloadName(requested: string, fallback: string, extension: string): string {
  const base = requested
    .normalize('NFKD')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 80);
  return `${base || fallback}${extension}`;
}
