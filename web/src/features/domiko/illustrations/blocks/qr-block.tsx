import { ui } from '../palette';
import { type BlockRenderer, Label } from './block-kit';

export const drawQrBlock: BlockRenderer<'qr'> = (block, { x, y, w }, { say }) => {
  const n = 25;
  const size = Math.min(w - 48, 160);
  const cell = size / n;
  const left = x + (w - size) / 2;
  const top = y + 16;
  const finder = (i: number, j: number) => {
    const near = (a: number, b: number) => {
      const di = i - a;
      const dj = j - b;
      if (di < 0 || dj < 0 || di > 6 || dj > 6) return null;
      const ring = Math.max(Math.abs(di - 3), Math.abs(dj - 3));
      return ring !== 2;
    };
    return near(0, 0) ?? near(0, n - 7) ?? near(n - 7, 0);
  };
  let d = '';
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const f = finder(i, j);
      const on = f ?? ((i * 7 + j * 13 + ((i * j) % 5)) % 3 === 0 || (i + 2 * j) % 7 === 1);
      if (on) d += `M${left + j * cell} ${top + i * cell}h${cell}v${cell}h${-cell}z`;
    }
  return {
    height: size + 58,
    node: (
      <>
        <rect x={x} y={y} width={w} height={size + 58} rx={16} fill={ui.card} />
        <rect x={left - 8} y={top - 8} width={size + 16} height={size + 16} rx={8} fill={ui.knob} />
        <path d={d} fill={ui.body} />
        <Label x={x + w / 2} y={top + size + 30} fontSize={11} fill={ui.muted} textAnchor="middle">
          {say(block.caption)}
        </Label>
      </>
    ),
  };
};
