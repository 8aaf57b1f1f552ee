import { ui } from '../palette';
import { type BlockRenderer, Label } from './block-kit';

export const drawDpadBlock: BlockRenderer<'dpad'> = (_block, { x, y, w }) => {
  const r = Math.min((w - 40) / 2, 72);
  const cx = x + w / 2;
  const cy = y + r + 4;
  const chevron = (dx: number, dy: number) => {
    const px = cx + dx * r * 0.68;
    const py = cy + dy * r * 0.68;
    return dx
      ? `M ${px - dx * 3} ${py - 6} l ${dx * 6} 6 l ${-dx * 6} 6`
      : `M ${px - 6} ${py - dy * 3} l 6 ${dy * 6} l 6 ${-dy * 6}`;
  };
  return {
    height: 2 * r + 8,
    node: (
      <>
        <circle cx={cx} cy={cy} r={r} fill={ui.card} stroke={ui.line} />
        <circle cx={cx} cy={cy} r={r * 0.38} fill={ui.raised} />
        <Label x={cx} y={cy + 5} fontSize={14} fontWeight={700} textAnchor="middle" fill={ui.accent}>
          OK
        </Label>
        {[
          [0, -1],
          [0, 1],
          [-1, 0],
          [1, 0],
        ].map(([dx, dy]) => (
          <path
            key={`${dx}${dy}`}
            d={chevron(dx ?? 0, dy ?? 0)}
            stroke={ui.muted}
            strokeWidth={2.2}
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ))}
      </>
    ),
  };
};
