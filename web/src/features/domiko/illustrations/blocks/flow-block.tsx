import { ui } from '../palette';
import { type BlockRenderer, Icon, Label } from './block-kit';

export const drawFlowBlock: BlockRenderer<'flow'> = (block, { x, y, w }, { say }) => {
  const pitch = 54;
  return {
    height: block.items.length * pitch - 8,
    node: (
      <>
        <line
          x1={x + 17}
          x2={x + 17}
          y1={y + 23}
          y2={y + (block.items.length - 1) * pitch + 23}
          stroke={ui.accent}
          strokeOpacity={0.5}
          strokeWidth={2}
          strokeDasharray="3 4"
        />
        {block.items.map((item, i) => {
          const iy = y + i * pitch;
          return (
            <g key={i}>
              <circle
                cx={x + 17}
                cy={iy + 23}
                r={16}
                fill={ui.accentSoft}
                stroke={ui.accent}
                strokeWidth={1.5}
              />
              <Icon name={item.icon} x={x + 9} y={iy + 15} size={16} colour={ui.accent} />
              <rect x={x + 42} y={iy} width={w - 42} height={46} rx={12} fill={ui.card} />
              <Label
                x={x + 54}
                y={iy + 18}
                fontSize={9.5}
                fontWeight={650}
                fill={ui.muted}
                letterSpacing="0.05em"
              >
                {say(item.label).toUpperCase()}
              </Label>
              <Label x={x + 54} y={iy + 35} fontSize={12} fontWeight={620}>
                {say(item.detail)}
              </Label>
            </g>
          );
        })}
      </>
    ),
  };
};
