import type { ReactNode } from 'react';
import { ui } from '../palette';
import { type BlockRenderer, Label } from './block-kit';

export const drawChartBlock: BlockRenderer<'chart'> = (block, { x, y, w, key }, { say, uid }) => {
  const id = `${uid}-${key}`;
  const height = block.height ?? 150;
  const plotTop = y + 60;
  const plotH = height - 60 - 28;
  const plotX = x + 14;
  const plotW = w - 28;
  const max = Math.max(...block.data) * 1.08;
  const n = block.data.length;
  let plot: ReactNode;
  if (block.style === 'bars') {
    const pitch = plotW / n;
    const bw = Math.max(3, pitch * 0.62);
    plot = block.data.map((v, i) => {
      const bh = (v / max) * plotH;
      return (
        <rect
          key={i}
          x={plotX + i * pitch + (pitch - bw) / 2}
          y={plotTop + plotH - bh}
          width={bw}
          height={bh}
          rx={Math.min(3, bw / 2)}
          fill={i === block.highlight ? ui.accent : '#3b4658'}
        />
      );
    });
  } else {
    // A line shows variation: its scale starts a little below the lowest value rather than at zero.
    const low = Math.max(0, Math.min(...block.data) - (max - Math.min(...block.data)) * 0.8);
    const pt = (v: number, i: number) =>
      [plotX + (i / (n - 1)) * plotW, plotTop + plotH - ((v - low) / (max - low)) * plotH] as const;
    const points = block.data.map(pt);
    const line = points.map(([px, py], i) => `${i ? 'L' : 'M'} ${px.toFixed(1)} ${py.toFixed(1)}`).join(' ');
    const last = points[points.length - 1] ?? [plotX, plotTop];
    plot = (
      <>
        <defs>
          <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={ui.accent} stopOpacity={0.45} />
            <stop offset="1" stopColor={ui.accent} stopOpacity={0} />
          </linearGradient>
        </defs>
        {[0.25, 0.5, 0.75].map((f) => (
          <line
            key={f}
            x1={plotX}
            x2={plotX + plotW}
            y1={plotTop + plotH * f}
            y2={plotTop + plotH * f}
            stroke={ui.line}
          />
        ))}
        <path
          d={`${line} L ${plotX + plotW} ${plotTop + plotH} L ${plotX} ${plotTop + plotH} Z`}
          fill={`url(#${id})`}
        />
        <path d={line} stroke={ui.accent} strokeWidth={2} fill="none" strokeLinejoin="round" />
        <circle cx={last[0]} cy={last[1]} r={4} fill={ui.knob} stroke={ui.accent} strokeWidth={2} />
      </>
    );
  }
  const labels = block.axis;
  return {
    height,
    node: (
      <>
        <rect x={x} y={y} width={w} height={height} rx={16} fill={ui.card} />
        <Label x={x + 14} y={y + 22} fontSize={10.5} fill={ui.muted} fontWeight={600}>
          {say(block.title)}
        </Label>
        <Label x={x + 14} y={y + 46} fontSize={20} fontWeight={700}>
          {say(block.value)}
        </Label>
        {plot}
        {labels.map((label, i) => (
          <Label
            key={i}
            x={labels.length === 1 ? plotX : plotX + (i / (labels.length - 1)) * plotW}
            y={y + height - 11}
            fontSize={9}
            fill={ui.faint}
            textAnchor={i === 0 ? 'start' : i === labels.length - 1 ? 'end' : 'middle'}
          >
            {say(label)}
          </Label>
        ))}
      </>
    ),
  };
};
