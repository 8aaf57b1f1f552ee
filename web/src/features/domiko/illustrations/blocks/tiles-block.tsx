import { ui } from '../palette';
import { type BlockRenderer, Icon, Label } from './block-kit';

export const drawTilesBlock: BlockRenderer<'tiles'> = (block, { x, y, w }, { say }) => {
  const gap = 8;
  const tileW = (w - gap * (block.columns - 1)) / block.columns;
  const tileH = block.columns === 3 ? 74 : 78;
  const rows = Math.ceil(block.tiles.length / block.columns);
  const small = block.columns === 3;
  return {
    height: rows * tileH + (rows - 1) * gap,
    node: (
      <>
        {block.tiles.map((tile, i) => {
          const tx = x + (i % block.columns) * (tileW + gap);
          const ty = y + Math.floor(i / block.columns) * (tileH + gap);
          return (
            <g key={i}>
              <rect
                x={tx}
                y={ty}
                width={tileW}
                height={tileH}
                rx={14}
                fill={tile.active ? ui.accentSoft : ui.card}
                stroke={tile.active ? ui.accent : 'none'}
                strokeOpacity={0.5}
              />
              <Icon
                name={tile.icon}
                x={tx + 11}
                y={ty + 11}
                size={18}
                colour={tile.active ? ui.accent : ui.muted}
              />
              {tile.active && <circle cx={tx + tileW - 14} cy={ty + 18} r={3.5} fill={ui.accent} />}
              <Label x={tx + 11} y={ty + tileH - 26} fontSize={small ? 11 : 12} fontWeight={620}>
                {say(tile.label)}
              </Label>
              <Label
                x={tx + 11}
                y={ty + tileH - 11}
                fontSize={small ? 9.5 : 10.5}
                fill={tile.active ? ui.accent : ui.muted}
              >
                {say(tile.state)}
              </Label>
            </g>
          );
        })}
      </>
    ),
  };
};
