import { ui } from '../palette';
import { type BlockRenderer, Icon, Label } from './block-kit';

export const drawSliderBlock: BlockRenderer<'slider'> = (block, { x, y, w }, { say }) => {
  const trackW = w - 28;
  const filled = trackW * block.value;
  return {
    height: 62,
    node: (
      <>
        <rect x={x} y={y} width={w} height={62} rx={14} fill={ui.card} />
        <circle cx={x + 24} cy={y + 22} r={13} fill={ui.accent} fillOpacity={0.16} />
        <Icon name={block.icon} x={x + 16.5} y={y + 14.5} size={15} colour={ui.accent} />
        <Label x={x + 45} y={y + 26} fontWeight={600} fontSize={12.5}>
          {say(block.label)}
        </Label>
        <Label x={x + w - 14} y={y + 26} fontWeight={650} fontSize={12.5} fill={ui.accent} textAnchor="end">
          {say(block.text)}
        </Label>
        <rect x={x + 14} y={y + 43} width={trackW} height={6} rx={3} fill={ui.track} />
        <rect x={x + 14} y={y + 43} width={filled} height={6} rx={3} fill={ui.accent} />
        <circle cx={x + 14 + filled} cy={y + 46} r={7.5} fill={ui.knob} stroke={ui.accent} strokeWidth={2} />
      </>
    ),
  };
};
