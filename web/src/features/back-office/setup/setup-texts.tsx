import type { SetupItem, SetupItemId } from '@shared/setup-schemas';
import type { ReactNode } from 'react';
import type { MessageId } from '@/i18n/catalogue';

/** Each item's name and how to set it: message ids, so a missing translation fails the type check. */
export const setupItemTexts: Record<SetupItemId, { title: MessageId; how: MessageId }> = {
  seller: { title: 'setup.item.seller', how: 'setup.item.seller.how' },
  bank: { title: 'setup.item.bank', how: 'setup.item.bank.how' },
  licenceKey: { title: 'setup.item.licenceKey', how: 'setup.item.licenceKey.how' },
  publicBaseUrl: { title: 'setup.item.publicBaseUrl', how: 'setup.item.publicBaseUrl.how' },
  mail: { title: 'setup.item.mail', how: 'setup.item.mail.how' },
  paymentLink: { title: 'setup.item.paymentLink', how: 'setup.item.paymentLink.how' },
};

/** What the server says is wrong, beyond "not set", as a message and its values. */
export function setupProblem(item: SetupItem): { id: MessageId; values?: Record<string, string> } | null {
  if (item.done || item.problem === null) return null;
  if (item.id === 'bank' && item.problem === 'sample') return { id: 'setup.item.bank.sample' };
  if (item.id === 'publicBaseUrl' && item.problem === 'ip_address')
    return { id: 'setup.item.publicBaseUrl.ipAddress' };
  if (item.id === 'licenceKey')
    return { id: 'setup.item.licenceKey.problem', values: { problem: item.problem } };
  return null;
}

/** Setting names and commands in the copy (`<code>SMTP_URL</code>`) are shown as code. */
export const codeTags = { code: (chunks: ReactNode[]) => <code>{chunks}</code> };
