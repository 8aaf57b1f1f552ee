import { toneColour, ui } from '../palette';
import { type BlockRenderer, Icon, Label } from './block-kit';

export const drawButtonsBlock: BlockRenderer<'buttons'> = (block, { x, y, w }, { say }) => {
  const gap = 8;
  const bw = (w - gap * (block.buttons.length - 1)) / block.buttons.length;
  const palette = {
    accent: [ui.accent, ui.onAccent],
    neutral: [ui.raised, ui.text],
    danger: [toneColour.danger, '#1c0b09'],
    success: [toneColour.success, '#08170f'],
  } as const;
  return {
    height: 38,
    node: (
      <>
        {block.buttons.map((button, i) => {
          const [fill, ink] = palette[button.tone ?? 'neutral'];
          const bx = x + i * (bw + gap);
          const shift = button.icon ? 9 : 0;
          return (
            <g key={i}>
              <rect x={bx} y={y} width={bw} height={38} rx={19} fill={fill} />
              {button.icon && <Icon name={button.icon} x={bx + 12} y={y + 12} size={14} colour={ink} />}
              <Label
                x={bx + bw / 2 + shift}
                y={y + 23}
                fontSize={11.5}
                fontWeight={650}
                fill={ink}
                textAnchor="middle"
              >
                {say(button.label)}
              </Label>
            </g>
          );
        })}
      </>
    ),
  };
};
