import type { BlockOf, Drawn } from './block-kit';

export function drawSpacerBlock(block: BlockOf<'spacer'>): Drawn {
  return { height: block.height, node: null };
}
