// TEMPORARY STUB (replaced by the licences branch)
import type { KeyObject } from 'node:crypto';
export interface LicenceSigner {
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicKeyPem: string;
}
export type LicenceKeyState =
  | { status: 'ready'; signer: LicenceSigner }
  | {
      status: 'unavailable';
      problem: 'not_configured' | 'unreadable' | 'not_rsa' | 'too_short';
      detail: string;
    };
export function loadLicenceKey(file: string | undefined): LicenceKeyState {
  return { status: 'unavailable', problem: 'not_configured', detail: String(file) };
}
