/**
 * The back office's setup checklist (`GET /api/setup`): what the owner sets once before the first invoice
 * and licence, each item done or not. The browser words each item; the server says only what it knows.
 */
export type SetupItemId = 'seller' | 'bank' | 'licenceKey' | 'publicBaseUrl' | 'mail' | 'paymentLink';

export interface SetupItem {
  id: SetupItemId;
  done: boolean;
  /** Good to have, not needed to invoice (the payment link): it never keeps the checklist open. */
  optional: boolean;
  /**
   * What is wrong when the server knows more than "not set": `ip_address` (PUBLIC_BASE_URL names an IP
   * address, which passkeys refuse), `sample` (the sample IBAN kept), or the key's problem (licence key).
   */
  problem: string | null;
}

export interface SetupStatus {
  items: SetupItem[];
  /** Every item that is not optional is done: the back office stops showing the checklist. */
  complete: boolean;
}
