import { ui } from '../palette';
import { type BlockRenderer, Caption, type CaptionLook, Icon, Label, tone } from './block-kit';

const noticeCaption: CaptionLook = { titleSize: 12, titleWeight: 650, detailSize: 10.5, gap: 18 };

export const drawNoticeBlock: BlockRenderer<'notice'> = (block, { x, y, w }, { say }) => {
  const colour = tone(block.tone);
  return {
    height: 64,
    node: (
      <>
        <rect x={x} y={y} width={w} height={64} rx={16} fill={ui.raised} />
        <rect x={x + 12} y={y + 14} width={34} height={34} rx={9} fill={colour} fillOpacity={0.18} />
        <Icon name={block.icon} x={x + 20} y={y + 22} size={18} colour={colour} />
        <Caption x={x + 56} y={y + 27} lines={[say(block.title), say(block.body)]} look={noticeCaption} />
        <Label x={x + w - 12} y={y + 27} fontSize={10} fill={ui.faint} textAnchor="end">
          {say(block.time)}
        </Label>
      </>
    ),
  };
};
