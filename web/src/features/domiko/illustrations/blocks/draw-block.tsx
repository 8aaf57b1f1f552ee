import type { Block } from '../screen-types';
import type { BlockOf, BlockPlace, BlockRenderer, DrawContext, Drawn } from './block-kit';
import { drawButtonsBlock } from './buttons-block';
import { drawCameraBlock } from './camera-block';
import { drawChartBlock } from './chart-block';
import { drawDialBlock } from './dial-block';
import { drawDpadBlock } from './dpad-block';
import { drawFieldsBlock } from './fields-block';
import { drawFlowBlock } from './flow-block';
import { drawKeypadBlock } from './keypad-block';
import { drawLabelBlock } from './label-block';
import { drawMediaBlock } from './media-block';
import { drawNoticeBlock } from './notice-block';
import { drawQrBlock } from './qr-block';
import { drawRowsBlock } from './rows-block';
import { drawSegmentedBlock } from './segmented-block';
import { drawShadesBlock } from './shades-block';
import { drawSliderBlock } from './slider-block';
import { drawSpacerBlock } from './spacer-block';
import { drawStatsBlock } from './stats-block';
import { drawStepsBlock } from './steps-block';
import { drawTilesBlock } from './tiles-block';

/** One renderer per kind of block: a kind without its renderer is a type error. */
const renderers: { [K in Block['kind']]: BlockRenderer<K> } = {
  buttons: drawButtonsBlock,
  camera: drawCameraBlock,
  chart: drawChartBlock,
  dial: drawDialBlock,
  dpad: drawDpadBlock,
  fields: drawFieldsBlock,
  flow: drawFlowBlock,
  keypad: drawKeypadBlock,
  label: drawLabelBlock,
  media: drawMediaBlock,
  notice: drawNoticeBlock,
  qr: drawQrBlock,
  rows: drawRowsBlock,
  segmented: drawSegmentedBlock,
  shades: drawShadesBlock,
  slider: drawSliderBlock,
  spacer: drawSpacerBlock,
  stats: drawStatsBlock,
  steps: drawStepsBlock,
  tiles: drawTilesBlock,
};

/** Draws one block of an app screen and says how tall it came out. */
export function drawBlock<K extends Block['kind']>(
  block: BlockOf<K>,
  place: BlockPlace,
  ctx: DrawContext,
): Drawn {
  const render: BlockRenderer<K> = renderers[block.kind];
  const { height, node } = render(block, place, ctx);
  return { height, node: node === null ? null : <g key={place.key}>{node}</g> };
}
