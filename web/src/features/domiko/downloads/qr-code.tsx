import { create } from 'qrcode';
import { useId, useMemo } from 'react';

const quietZone = 4;

/** A real, scannable QR code for `value`, drawn as one SVG path (no canvas, no data: URL). */
export function QrCode({ value, label, size = 176 }: { value: string; label: string; size?: number }) {
  const titleId = useId();
  const { count, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${col + quietZone} ${row + quietZone}h1v1h-1z`;
      }
    }
    return { count: modules.size + 2 * quietZone, path: d };
  }, [value]);

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${count} ${count}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <title id={titleId}>{label}</title>
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#10151d" />
    </svg>
  );
}
