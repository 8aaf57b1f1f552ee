import { ui } from '../palette';
import { type BlockRenderer, Icon, Label } from './block-kit';

export const drawKeypadBlock: BlockRenderer<'keypad'> = (block, { x, y, w }) => {
  const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', ''];
  const pitch = Math.min(w / 3, 62);
  const left = x + w / 2 - pitch;
  return {
    height: 30 + 4 * 48,
    node: (
      <>
        {[0, 1, 2, 3].map((i) => (
          <circle
            key={i}
            cx={x + w / 2 - 33 + i * 22}
            cy={y + 10}
            r={5}
            fill={i < block.code ? ui.accent : 'none'}
            stroke={i < block.code ? ui.accent : ui.faint}
            strokeWidth={1.5}
          />
        ))}
        {keys.map((digit, i) => {
          const cx = left + (i % 3) * pitch;
          const cy = y + 50 + Math.floor(i / 3) * 48;
          if (!digit) return null;
          return (
            <g key={i}>
              <circle cx={cx} cy={cy} r={20} fill={ui.card} />
              <Label x={cx} y={cy + 6} fontSize={17} fontWeight={550} textAnchor="middle">
                {digit}
              </Label>
            </g>
          );
        })}
        <circle cx={left + 2 * pitch} cy={y + 50 + 3 * 48} r={20} fill={ui.accent} />
        <Icon name="check" x={left + 2 * pitch - 9} y={y + 41 + 3 * 48} size={18} colour={ui.onAccent} />
        <Icon name="lockOpen" x={left - 9} y={y + 41 + 3 * 48} size={18} colour={ui.muted} />
      </>
    ),
  };
};
