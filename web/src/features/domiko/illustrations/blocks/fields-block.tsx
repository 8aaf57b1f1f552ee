import { ui } from '../palette';
import { type BlockRenderer, Icon, Label } from './block-kit';

export const drawFieldsBlock: BlockRenderer<'fields'> = (block, { x, y, w }, { say }) => {
  return {
    height: block.fields.length * 56 - 4,
    node: (
      <>
        {block.fields.map((field, i) => {
          const fy = y + i * 56;
          return (
            <g key={i}>
              <Label x={x + 2} y={fy + 10} fontSize={10} fill={ui.muted} fontWeight={600}>
                {say(field.label)}
              </Label>
              <rect x={x} y={fy + 17} width={w} height={35} rx={10} fill={ui.card} stroke={ui.line} />
              {field.icon && <Icon name={field.icon} x={x + 11} y={fy + 27} size={15} colour={ui.accent} />}
              <Label x={x + (field.icon ? 34 : 12)} y={fy + 39} fontSize={12}>
                {say(field.value)}
              </Label>
            </g>
          );
        })}
      </>
    ),
  };
};
