import { ui } from '../palette';
import { type BlockRenderer, Icon, Label } from './block-kit';

export const drawStepsBlock: BlockRenderer<'steps'> = (block, { x, y, w }, { say }) => {
  const pitch = w / block.steps.length;
  return {
    height: 50,
    node: (
      <>
        <line
          x1={x + pitch / 2}
          x2={x + w - pitch / 2}
          y1={y + 13}
          y2={y + 13}
          stroke={ui.track}
          strokeWidth={2}
        />
        <line
          x1={x + pitch / 2}
          x2={x + pitch / 2 + pitch * block.current}
          y1={y + 13}
          y2={y + 13}
          stroke={ui.accent}
          strokeWidth={2}
        />
        {block.steps.map((step, i) => {
          const cx = x + pitch * i + pitch / 2;
          const done = i < block.current;
          const current = i === block.current;
          return (
            <g key={i}>
              <circle
                cx={cx}
                cy={y + 13}
                r={11}
                fill={done ? ui.accent : ui.screen}
                stroke={done || current ? ui.accent : ui.faint}
                strokeWidth={2}
              />
              {done ? (
                <Icon name="check" x={cx - 6.5} y={y + 6.5} size={13} colour={ui.onAccent} />
              ) : (
                <Label
                  x={cx}
                  y={y + 17}
                  fontSize={10.5}
                  fontWeight={700}
                  fill={current ? ui.accent : ui.muted}
                  textAnchor="middle"
                >
                  {String(i + 1)}
                </Label>
              )}
              <Label
                x={cx}
                y={y + 43}
                fontSize={9.5}
                fontWeight={current ? 650 : 500}
                fill={current ? ui.text : ui.muted}
                textAnchor="middle"
              >
                {say(step)}
              </Label>
            </g>
          );
        })}
      </>
    ),
  };
};
