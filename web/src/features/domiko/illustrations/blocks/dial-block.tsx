import { ui } from '../palette';
import { type BlockRenderer, Icon, Label } from './block-kit';

export const drawDialBlock: BlockRenderer<'dial'> = (block, { x, y, w }, { say }) => {
  const r = Math.min(w * 0.3, 64);
  const cx = x + w / 2;
  const cy = y + r + 12;
  const arc = (from: number, to: number) => {
    const a = (deg: number) => ((deg - 90) * Math.PI) / 180;
    const p = (deg: number) => `${cx + r * Math.cos(a(deg))} ${cy + r * Math.sin(a(deg))}`;
    return `M ${p(from)} A ${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${p(to)}`;
  };
  const end = -135 + 270 * block.level;
  const a = ((end - 90) * Math.PI) / 180;
  const chipW = 104;
  const height = 2 * r + 60;
  return {
    height,
    node: (
      <>
        <rect x={x} y={y} width={w} height={height} rx={16} fill={ui.card} />
        <path d={arc(-135, 135)} stroke={ui.track} strokeWidth={10} strokeLinecap="round" fill="none" />
        <path d={arc(-135, end)} stroke={ui.accent} strokeWidth={10} strokeLinecap="round" fill="none" />
        <circle
          cx={cx + r * Math.cos(a)}
          cy={cy + r * Math.sin(a)}
          r={8}
          fill={ui.knob}
          stroke={ui.accent}
          strokeWidth={2.5}
        />
        <Label x={cx} y={cy + 8} fontSize={28} fontWeight={700} textAnchor="middle">
          {say(block.value)}
        </Label>
        <Label x={cx} y={cy + 26} fontSize={10.5} fill={ui.muted} textAnchor="middle">
          {say(block.caption)}
        </Label>
        <rect x={cx - chipW / 2} y={cy + r + 10} width={chipW} height={26} rx={13} fill={ui.accentSoft} />
        <Icon name={block.icon} x={cx - chipW / 2 + 10} y={cy + r + 16} size={14} colour={ui.accent} />
        <Label x={cx + 9} y={cy + r + 27} fontSize={11} fontWeight={620} fill={ui.accent} textAnchor="middle">
          {say(block.mode)}
        </Label>
      </>
    ),
  };
};
