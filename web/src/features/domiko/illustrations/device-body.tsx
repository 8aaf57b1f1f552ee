import type { Device } from '@/features/domiko/domiko-features';
import { frames } from './frames';
import { ui } from './palette';

/** The phone's or tablet's outline: all there is of a screen until it is drawn. */
export function DeviceBody({ device }: { device: Device }) {
  const f = frames[device];
  return (
    <rect
      x={1}
      y={1}
      width={f.width - 2}
      height={f.height - 2}
      rx={f.outer}
      fill={ui.body}
      stroke={ui.bezel}
      strokeWidth={2}
    />
  );
}
