import type { BlockRenderer } from './block-kit';

export const drawSpacerBlock: BlockRenderer<'spacer'> = (block) => ({ height: block.height, node: null });
