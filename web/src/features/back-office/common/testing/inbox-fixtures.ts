import type { InboxItem } from '@shared/inbox-schemas';

/**
 * Hélène Duval's licence order as the inbox lists it, for the Velux gateway's driver. The title is the one the
 * order keeps, from before the owner renamed the product: the inbox shows what was ordered.
 */
export function licenceOrderItem(id: string): InboxItem {
  return {
    id,
    kind: 'licence_order',
    status: 'read',
    spam: false,
    receivedAt: '2026-11-19T16:05:00.000Z',
    from: 'Hélène Duval',
    email: 'helene@example.test',
    company: 'Domotique Éclair',
    firstLine: '',
    driver: 'velux-klf200-gateway',
    driverTitle: { en: 'Velux KLF 200 driver', fr: 'Driver Velux KLF 200' },
    mac: '00:0F:FF:AA:BB:CC',
  };
}
