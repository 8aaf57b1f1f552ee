import { ui } from '../palette';
import { type BlockRenderer, Caption, type CaptionLook } from './block-kit';

const trackCaption: CaptionLook = { titleSize: 13, titleWeight: 650, detailSize: 11, gap: 18 };

export const drawMediaBlock: BlockRenderer<'media'> = (block, { x, y, w, key }, { say, uid }) => {
  const id = `${uid}-${key}-cover`;
  const covers = [
    ['#d4a857', '#8a3b2a'],
    ['#3f7fbf', '#1d2f58'],
    ['#4fa37b', '#1c3b46'],
  ] as const;
  const [from, to] = covers[block.cover];
  const trackW = w - 24;
  return {
    height: 142,
    node: (
      <>
        <defs>
          <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
        </defs>
        <rect x={x} y={y} width={w} height={142} rx={16} fill={ui.card} />
        <rect x={x + 12} y={y + 12} width={62} height={62} rx={10} fill={`url(#${id})`} />
        <circle
          cx={x + 43}
          cy={y + 43}
          r={18}
          fill="none"
          stroke="#fff"
          strokeOpacity={0.35}
          strokeWidth={1.5}
        />
        <circle cx={x + 43} cy={y + 43} r={8} fill="#fff" fillOpacity={0.3} />
        <Caption x={x + 86} y={y + 36} lines={[say(block.title), say(block.artist)]} look={trackCaption} />
        <rect x={x + 12} y={y + 88} width={trackW} height={4} rx={2} fill={ui.track} />
        <rect x={x + 12} y={y + 88} width={trackW * block.progress} height={4} rx={2} fill={ui.accent} />
        <path
          d={`M ${x + w / 2 - 44} ${y + 112} v 14 M ${x + w / 2 - 40} ${y + 119} l 10 -7 v 14 z`}
          stroke={ui.text}
          strokeWidth={2}
          fill={ui.text}
          strokeLinejoin="round"
        />
        <circle cx={x + w / 2} cy={y + 119} r={16} fill={ui.accent} />
        <path
          d={`M ${x + w / 2 - 5} ${y + 112} v 14 M ${x + w / 2 + 5} ${y + 112} v 14`}
          stroke={ui.onAccent}
          strokeWidth={3.5}
          strokeLinecap="round"
        />
        <path
          d={`M ${x + w / 2 + 44} ${y + 112} v 14 M ${x + w / 2 + 40} ${y + 119} l -10 -7 v 14 z`}
          stroke={ui.text}
          strokeWidth={2}
          fill={ui.text}
          strokeLinejoin="round"
        />
      </>
    ),
  };
};
