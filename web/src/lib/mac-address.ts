/** A MAC address as the processor reports it (`000FFF123456`), written for reading: `00:0F:FF:12:34:56`. */
export function formatMac(mac: string): string {
  const digits = mac.replace(/[^0-9A-Fa-f]/g, '').toUpperCase();
  if (digits.length !== 12) return mac;
  return digits.match(/../g)!.join(':');
}
