// TEMPORARY STUB (replaced by the licences branch)
import type { DriverTitleKey } from '../../../shared/driver-catalogue';
export function licenceFileName(driver: DriverTitleKey, mac: string): string {
  return `${driver}-${mac}.lic`;
}
export function macForLicence(mac: string): string {
  return mac.replace(/[:-]/g, '').toUpperCase();
}
