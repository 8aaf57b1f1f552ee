import { CopyButton as CustomerCopyButton, type CopyMessages } from '@/components/customer-page/copy-button';

/** The order page's words for its copy buttons. */
export const orderCopyMessages: CopyMessages = {
  copy: 'orderTracking.copy',
  named: 'orderTracking.copy.named',
  done: 'orderTracking.copy.done',
  failed: 'orderTracking.copy.failed',
};

/** A copy button in the order page's words (the IBAN, the reference, the licence). */
export function CopyButton(props: { text: string; name: string }) {
  return <CustomerCopyButton {...props} messages={orderCopyMessages} />;
}
