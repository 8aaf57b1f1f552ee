import type { ReactNode } from 'react';
import { ui } from '../palette';
import type { Row } from '../screen-types';
import { type BlockRenderer, Caption, type CaptionLook, Icon, Label, type Say, tone } from './block-kit';
import { drawTrailing } from './row-trailing';

const rowCaption: CaptionLook = { titleSize: 12.5, titleWeight: 600, detailSize: 10.5, gap: 15 };

export const drawRowsBlock: BlockRenderer<'rows'> = (block, { x, y, w, key }, { say }) => {
  const rowH = 44;
  return {
    height: block.rows.length * rowH,
    node: (
      <>
        <rect x={x} y={y} width={w} height={block.rows.length * rowH} rx={14} fill={ui.card} />
        {block.rows.map((row, i) => drawRow(row, x, y + i * rowH, w, i > 0, say, `${key}-${i}`))}
      </>
    ),
  };
};

function drawRow(
  row: Row,
  x: number,
  y: number,
  w: number,
  separator: boolean,
  say: Say,
  key: string,
): ReactNode {
  const colour = tone(row.tone);
  return (
    <g key={key}>
      {separator && <line x1={x + 46} x2={x + w - 12} y1={y} y2={y} stroke={ui.line} />}
      {(row.icon || row.initials) && (
        <circle cx={x + 24} cy={y + 22} r={14} fill={colour} fillOpacity={row.initials ? 0.28 : 0.16} />
      )}
      {row.icon && <Icon name={row.icon} x={x + 16.5} y={y + 14.5} size={15} colour={colour} />}
      {row.initials && (
        <Label x={x + 24} y={y + 26} fontSize={10.5} fontWeight={700} fill={colour} textAnchor="middle">
          {row.initials}
        </Label>
      )}
      {row.detail ? (
        <Caption x={x + 46} y={y + 19} lines={[say(row.label), say(row.detail)]} look={rowCaption} />
      ) : (
        <Label x={x + 46} y={y + 26.5} fontSize={12.5} fontWeight={600}>
          {say(row.label)}
        </Label>
      )}
      {row.trailing && drawTrailing(row.trailing, x + w - 12, y, say)}
    </g>
  );
}
