import { toneColour, ui } from '../palette';
import { type BlockRenderer, Label, tone } from './block-kit';

export const drawStatsBlock: BlockRenderer<'stats'> = (block, { x, y, w }, { say }) => {
  const gap = 8;
  const sw = (w - gap * (block.stats.length - 1)) / block.stats.length;
  return {
    height: 58,
    node: (
      <>
        {block.stats.map((stat, i) => (
          <g key={i}>
            <rect x={x + i * (sw + gap)} y={y} width={sw} height={58} rx={14} fill={ui.card} />
            <Label
              x={x + i * (sw + gap) + 12}
              y={y + 27}
              fontSize={16}
              fontWeight={700}
              fill={tone(stat.tone, 'muted') === toneColour.muted ? ui.text : tone(stat.tone)}
            >
              {say(stat.value)}
            </Label>
            <Label x={x + i * (sw + gap) + 12} y={y + 45} fontSize={10} fill={ui.muted}>
              {say(stat.label)}
            </Label>
          </g>
        ))}
      </>
    ),
  };
};
