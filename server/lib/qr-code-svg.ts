import QRCode from 'qrcode';

/** Level M, which EPC069-12 asks for, also suits a short address: about 15 % of the code may be damaged. */
export const QR_ERROR_CORRECTION = 'M' as const;

/** A QR code of `text` as an SVG image, with the quiet zone of four modules a reader needs around it. */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { errorCorrectionLevel: QR_ERROR_CORRECTION, type: 'svg', margin: 4 });
}
