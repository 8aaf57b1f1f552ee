import { ui } from '../palette';
import { type BlockRenderer, Icon, Label, tone } from './block-kit';

export const drawNoticeBlock: BlockRenderer<'notice'> = (block, { x, y, w }, { say }) => {
  const colour = tone(block.tone);
  return {
    height: 64,
    node: (
      <>
        <rect x={x} y={y} width={w} height={64} rx={16} fill={ui.raised} />
        <rect x={x + 12} y={y + 14} width={34} height={34} rx={9} fill={colour} fillOpacity={0.18} />
        <Icon name={block.icon} x={x + 20} y={y + 22} size={18} colour={colour} />
        <Label x={x + 56} y={y + 27} fontSize={12} fontWeight={650}>
          {say(block.title)}
        </Label>
        <Label x={x + 56} y={y + 45} fontSize={10.5} fill={ui.muted}>
          {say(block.body)}
        </Label>
        <Label x={x + w - 12} y={y + 27} fontSize={10} fill={ui.faint} textAnchor="end">
          {say(block.time)}
        </Label>
      </>
    ),
  };
};
