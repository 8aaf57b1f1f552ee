import { ui } from '../palette';
import { type BlockRenderer, Label } from './block-kit';

export const drawLabelBlock: BlockRenderer<'label'> = (block, { x, y, w }, { say }) => {
  return {
    height: 18,
    node: (
      <>
        <Label x={x + 2} y={y + 12} fontSize={10.5} fontWeight={650} fill={ui.muted} letterSpacing="0.06em">
          {say(block.text).toUpperCase()}
        </Label>
        {block.action && (
          <Label x={x + w - 2} y={y + 12} fontSize={11} fontWeight={600} fill={ui.accent} textAnchor="end">
            {say(block.action)}
          </Label>
        )}
      </>
    ),
  };
};
