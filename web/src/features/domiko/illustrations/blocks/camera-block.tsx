import { toneColour } from '../palette';
import { type BlockRenderer, Label } from './block-kit';
import { cameraScenes } from './camera-scenes';

/** A camera picture: a small scene drawn on a 320 × 180 canvas and scaled into the block. */
export const drawCameraBlock: BlockRenderer<'camera'> = (block, { x, y, w, key }, { say, uid }) => {
  const id = `${uid}-${key}`;
  const h = Math.round(w * 0.5625);
  const live = say('live');
  return {
    height: h,
    node: (
      <>
        <defs>
          <clipPath id={`${id}-clip`}>
            <rect x={x} y={y} width={w} height={h} rx={14} />
          </clipPath>
          <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={block.scene === 'living' ? '#3a3127' : '#1f3350'} />
            <stop offset="1" stopColor={block.scene === 'living' ? '#6b5841' : '#7d8fa3'} />
          </linearGradient>
        </defs>
        <g clipPath={`url(#${id}-clip)`}>
          <svg
            x={x}
            y={y}
            width={w}
            height={h}
            viewBox="0 0 320 180"
            preserveAspectRatio="xMidYMid slice"
            aria-hidden="true"
          >
            <rect width={320} height={180} fill={`url(#${id}-sky)`} />
            {cameraScenes[block.scene]}
            <rect width={320} height={180} fill="#000" fillOpacity={0.08} />
          </svg>
          <rect x={x} y={y + h - 34} width={w} height={34} fill="#000" fillOpacity={0.45} />
        </g>
        <rect x={x + 8} y={y + 8} width={64} height={18} rx={5} fill="#000" fillOpacity={0.5} />
        <Label
          x={x + 40}
          y={y + 21}
          fontSize={10}
          fontFamily="ui-monospace, Menlo, monospace"
          textAnchor="middle"
        >
          {block.time}
        </Label>
        {block.live && <LiveBadge right={x + w - 8} y={y + 8} text={live} />}
        <Label x={x + 12} y={y + h - 13} fontSize={12} fontWeight={620}>
          {say(block.label)}
        </Label>
      </>
    ),
  };
};

function LiveBadge({ right, y, text }: { right: number; y: number; text: string }) {
  const textW = text.length * 6.4;
  const width = textW + 24;
  return (
    <g>
      <rect x={right - width} y={y} width={width} height={18} rx={5} fill="#000" fillOpacity={0.55} />
      <circle cx={right - width + 9} cy={y + 9} r={3.5} fill={toneColour.danger} />
      <Label x={right - 7} y={y + 13} fontSize={9.5} fontWeight={700} textAnchor="end" letterSpacing="0.04em">
        {text}
      </Label>
    </g>
  );
}
