import type { Page } from '@playwright/test';
import type { InterfaceText } from './interface-text';

/** Imports `xml` as the bank statement file `name` from the payments view's form. */
export async function importStatement(page: Page, text: InterfaceText, name: string, xml: string) {
  await page.getByLabel(text('payments.import.file')).setInputFiles({
    name,
    mimeType: 'application/xml',
    buffer: Buffer.from(xml),
  });
  await page.getByRole('button', { name: text('payments.import.submit') }).click();
}

/** The payments view's word once a statement is imported: how many of its credits matched, in part or not. */
export function statementImported(
  page: Page,
  text: InterfaceText,
  counts: { matched: number; partial: number; unmatched: number },
) {
  return page.getByRole('status').filter({ hasText: text.part('payments.import.done', counts) });
}
