import { ui } from '../palette';
import { type BlockRenderer, Label } from './block-kit';

export const drawShadesBlock: BlockRenderer<'shades'> = (block, { x, y, w, key }, { say, uid }) => {
  const gap = 10;
  const n = block.shades.length;
  const sw = (w - gap * (n - 1)) / n;
  const wh = 86;
  const id = `${uid}-${key}-sky`;
  return {
    height: wh + 40,
    node: (
      <>
        <defs>
          <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#5f86ad" />
            <stop offset="1" stopColor="#c9a46a" />
          </linearGradient>
        </defs>
        {block.shades.map((shade, i) => {
          const sx = x + i * (sw + gap);
          const drop = (wh - 8) * shade.position;
          const slats = Math.floor(drop / 6);
          return (
            <g key={i}>
              <rect x={sx} y={y} width={sw} height={wh} rx={8} fill={ui.card} />
              <rect x={sx + 5} y={y + 5} width={sw - 10} height={wh - 10} rx={4} fill={`url(#${id})`} />
              <line
                x1={sx + sw / 2}
                x2={sx + sw / 2}
                y1={y + 5}
                y2={y + wh - 5}
                stroke={ui.card}
                strokeWidth={3}
              />
              <rect x={sx + 4} y={y + 4} width={sw - 8} height={drop} rx={2} fill="#d9c7a5" />
              {Array.from({ length: slats }, (_, k) => (
                <line
                  key={k}
                  x1={sx + 5}
                  x2={sx + sw - 5}
                  y1={y + 8 + k * 6}
                  y2={y + 8 + k * 6}
                  stroke="#a89371"
                  strokeWidth={1}
                />
              ))}
              <rect x={sx + 2} y={y + drop + 2} width={sw - 4} height={4} rx={2} fill="#8d7650" />
              <Label x={sx + sw / 2} y={y + wh + 17} fontSize={11.5} fontWeight={620} textAnchor="middle">
                {say(shade.label)}
              </Label>
              <Label x={sx + sw / 2} y={y + wh + 32} fontSize={10} fill={ui.muted} textAnchor="middle">
                {`${Math.round(100 - shade.position * 100)} %`}
              </Label>
            </g>
          );
        })}
      </>
    ),
  };
};
