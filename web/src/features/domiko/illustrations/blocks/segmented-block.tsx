import { ui } from '../palette';
import { type BlockRenderer, Label } from './block-kit';

export const drawSegmentedBlock: BlockRenderer<'segmented'> = (block, { x, y, w }, { say }) => {
  const segW = (w - 6) / block.options.length;
  return {
    height: 32,
    node: (
      <>
        <rect x={x} y={y} width={w} height={32} rx={16} fill={ui.card} />
        <rect x={x + 3 + block.selected * segW} y={y + 3} width={segW} height={26} rx={13} fill={ui.accent} />
        {block.options.map((option, i) => (
          <Label
            key={i}
            x={x + 3 + i * segW + segW / 2}
            y={y + 20}
            fontSize={11}
            fontWeight={i === block.selected ? 680 : 550}
            fill={i === block.selected ? ui.onAccent : ui.muted}
            textAnchor="middle"
          >
            {say(option)}
          </Label>
        ))}
      </>
    ),
  };
};
