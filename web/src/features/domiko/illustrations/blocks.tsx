import type { ReactNode, SVGProps } from 'react';
import type { Locale } from '@/i18n/bilingual';
import { icons, type IconName } from './icons';
import { toneColour, ui } from './palette';
import { say, type Block, type Row, type Text, type Tone, type Trailing } from './screen-types';

export interface DrawContext {
  locale: Locale;
  names: { app: string; brand: string };
  /** Prefix that keeps gradient and clip ids unique across the page's many drawings. */
  uid: string;
}

export interface Drawn {
  height: number;
  node: ReactNode;
}

type TextProps = SVGProps<SVGTextElement>;

function Label(props: TextProps & { children: string }) {
  return <text fill={ui.text} fontSize={12} {...props} />;
}

export function Icon(props: { name: IconName; x: number; y: number; size: number; colour: string }) {
  const Glyph = icons[props.name];
  return (
    <Glyph
      x={props.x}
      y={props.y}
      size={props.size}
      color={props.colour}
      strokeWidth={2}
      aria-hidden="true"
    />
  );
}

const tone = (value: Tone | undefined, fallback: Tone = 'accent') => toneColour[value ?? fallback];

/** Draws one block of an app screen at (x, y), `w` wide, and says how tall it came out. */
export function drawBlock(
  block: Block,
  x: number,
  y: number,
  w: number,
  ctx: DrawContext,
  key: string,
): Drawn {
  const s = (text: Text) => say(text, ctx.locale, ctx.names);
  switch (block.kind) {
    case 'spacer':
      return { height: block.height, node: null };

    case 'label':
      return {
        height: 18,
        node: (
          <g key={key}>
            <Label
              x={x + 2}
              y={y + 12}
              fontSize={10.5}
              fontWeight={650}
              fill={ui.muted}
              letterSpacing="0.06em"
            >
              {s(block.text).toUpperCase()}
            </Label>
            {block.action && (
              <Label
                x={x + w - 2}
                y={y + 12}
                fontSize={11}
                fontWeight={600}
                fill={ui.accent}
                textAnchor="end"
              >
                {s(block.action)}
              </Label>
            )}
          </g>
        ),
      };

    case 'rows': {
      const rowH = 44;
      return {
        height: block.rows.length * rowH,
        node: (
          <g key={key}>
            <rect x={x} y={y} width={w} height={block.rows.length * rowH} rx={14} fill={ui.card} />
            {block.rows.map((row, i) => drawRow(row, x, y + i * rowH, w, i > 0, s, `${key}-${i}`))}
          </g>
        ),
      };
    }

    case 'slider': {
      const trackW = w - 28;
      const filled = trackW * block.value;
      return {
        height: 62,
        node: (
          <g key={key}>
            <rect x={x} y={y} width={w} height={62} rx={14} fill={ui.card} />
            <circle cx={x + 24} cy={y + 22} r={13} fill={ui.accent} fillOpacity={0.16} />
            <Icon name={block.icon} x={x + 16.5} y={y + 14.5} size={15} colour={ui.accent} />
            <Label x={x + 45} y={y + 26} fontWeight={600} fontSize={12.5}>
              {s(block.label)}
            </Label>
            <Label
              x={x + w - 14}
              y={y + 26}
              fontWeight={650}
              fontSize={12.5}
              fill={ui.accent}
              textAnchor="end"
            >
              {s(block.text)}
            </Label>
            <rect x={x + 14} y={y + 43} width={trackW} height={6} rx={3} fill={ui.track} />
            <rect x={x + 14} y={y + 43} width={filled} height={6} rx={3} fill={ui.accent} />
            <circle
              cx={x + 14 + filled}
              cy={y + 46}
              r={7.5}
              fill={ui.knob}
              stroke={ui.accent}
              strokeWidth={2}
            />
          </g>
        ),
      };
    }

    case 'tiles': {
      const gap = 8;
      const tileW = (w - gap * (block.columns - 1)) / block.columns;
      const tileH = block.columns === 3 ? 74 : 78;
      const rows = Math.ceil(block.tiles.length / block.columns);
      const small = block.columns === 3;
      return {
        height: rows * tileH + (rows - 1) * gap,
        node: (
          <g key={key}>
            {block.tiles.map((tile, i) => {
              const tx = x + (i % block.columns) * (tileW + gap);
              const ty = y + Math.floor(i / block.columns) * (tileH + gap);
              return (
                <g key={i}>
                  <rect
                    x={tx}
                    y={ty}
                    width={tileW}
                    height={tileH}
                    rx={14}
                    fill={tile.active ? ui.accentSoft : ui.card}
                    stroke={tile.active ? ui.accent : 'none'}
                    strokeOpacity={0.5}
                  />
                  <Icon
                    name={tile.icon}
                    x={tx + 11}
                    y={ty + 11}
                    size={18}
                    colour={tile.active ? ui.accent : ui.muted}
                  />
                  {tile.active && <circle cx={tx + tileW - 14} cy={ty + 18} r={3.5} fill={ui.accent} />}
                  <Label x={tx + 11} y={ty + tileH - 26} fontSize={small ? 11 : 12} fontWeight={620}>
                    {s(tile.label)}
                  </Label>
                  <Label
                    x={tx + 11}
                    y={ty + tileH - 11}
                    fontSize={small ? 9.5 : 10.5}
                    fill={tile.active ? ui.accent : ui.muted}
                  >
                    {s(tile.state)}
                  </Label>
                </g>
              );
            })}
          </g>
        ),
      };
    }

    case 'chart':
      return drawChart(block, x, y, w, s, `${ctx.uid}-${key}`);

    case 'camera':
      return drawCamera(block, x, y, w, s, `${ctx.uid}-${key}`);

    case 'dial': {
      const r = Math.min(w * 0.3, 64);
      const cx = x + w / 2;
      const cy = y + r + 12;
      const arc = (from: number, to: number) => {
        const a = (deg: number) => ((deg - 90) * Math.PI) / 180;
        const p = (deg: number) => `${cx + r * Math.cos(a(deg))} ${cy + r * Math.sin(a(deg))}`;
        return `M ${p(from)} A ${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${p(to)}`;
      };
      const end = -135 + 270 * block.level;
      const a = ((end - 90) * Math.PI) / 180;
      const chipW = 104;
      const height = 2 * r + 60;
      return {
        height,
        node: (
          <g key={key}>
            <rect x={x} y={y} width={w} height={height} rx={16} fill={ui.card} />
            <path d={arc(-135, 135)} stroke={ui.track} strokeWidth={10} strokeLinecap="round" fill="none" />
            <path d={arc(-135, end)} stroke={ui.accent} strokeWidth={10} strokeLinecap="round" fill="none" />
            <circle
              cx={cx + r * Math.cos(a)}
              cy={cy + r * Math.sin(a)}
              r={8}
              fill={ui.knob}
              stroke={ui.accent}
              strokeWidth={2.5}
            />
            <Label x={cx} y={cy + 8} fontSize={28} fontWeight={700} textAnchor="middle">
              {s(block.value)}
            </Label>
            <Label x={cx} y={cy + 26} fontSize={10.5} fill={ui.muted} textAnchor="middle">
              {s(block.caption)}
            </Label>
            <rect x={cx - chipW / 2} y={cy + r + 10} width={chipW} height={26} rx={13} fill={ui.accentSoft} />
            <Icon name={block.icon} x={cx - chipW / 2 + 10} y={cy + r + 16} size={14} colour={ui.accent} />
            <Label
              x={cx + 9}
              y={cy + r + 27}
              fontSize={11}
              fontWeight={620}
              fill={ui.accent}
              textAnchor="middle"
            >
              {s(block.mode)}
            </Label>
          </g>
        ),
      };
    }

    case 'media': {
      const id = `${ctx.uid}-${key}-cover`;
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
          <g key={key}>
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
            <Label x={x + 86} y={y + 36} fontSize={13} fontWeight={650}>
              {s(block.title)}
            </Label>
            <Label x={x + 86} y={y + 54} fontSize={11} fill={ui.muted}>
              {s(block.artist)}
            </Label>
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
          </g>
        ),
      };
    }

    case 'buttons': {
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
          <g key={key}>
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
                    {s(button.label)}
                  </Label>
                </g>
              );
            })}
          </g>
        ),
      };
    }

    case 'segmented': {
      const segW = (w - 6) / block.options.length;
      return {
        height: 32,
        node: (
          <g key={key}>
            <rect x={x} y={y} width={w} height={32} rx={16} fill={ui.card} />
            <rect
              x={x + 3 + block.selected * segW}
              y={y + 3}
              width={segW}
              height={26}
              rx={13}
              fill={ui.accent}
            />
            {block.options.map((option, i) => (
              <Label
                key={i}
                x={x + 3 + i * segW + segW / 2}
                y={y + 20}
                fontSize={11}
                fontWeight={i === block.selected ? 680 : 550}
                fill={i === block.selected ? ui.onAccent : ui.muted}
                textAnchor="middle"
              >
                {s(option)}
              </Label>
            ))}
          </g>
        ),
      };
    }

    case 'keypad': {
      const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', ''];
      const pitch = Math.min(w / 3, 62);
      const left = x + w / 2 - pitch;
      return {
        height: 30 + 4 * 48,
        node: (
          <g key={key}>
            {[0, 1, 2, 3].map((i) => (
              <circle
                key={i}
                cx={x + w / 2 - 33 + i * 22}
                cy={y + 10}
                r={5}
                fill={i < block.code ? ui.accent : 'none'}
                stroke={i < block.code ? ui.accent : ui.faint}
                strokeWidth={1.5}
              />
            ))}
            {keys.map((digit, i) => {
              const cx = left + (i % 3) * pitch;
              const cy = y + 50 + Math.floor(i / 3) * 48;
              if (!digit) return null;
              return (
                <g key={i}>
                  <circle cx={cx} cy={cy} r={20} fill={ui.card} />
                  <Label x={cx} y={cy + 6} fontSize={17} fontWeight={550} textAnchor="middle">
                    {digit}
                  </Label>
                </g>
              );
            })}
            <circle cx={left + 2 * pitch} cy={y + 50 + 3 * 48} r={20} fill={ui.accent} />
            <Icon name="check" x={left + 2 * pitch - 9} y={y + 41 + 3 * 48} size={18} colour={ui.onAccent} />
            <Icon name="lockOpen" x={left - 9} y={y + 41 + 3 * 48} size={18} colour={ui.muted} />
          </g>
        ),
      };
    }

    case 'qr': {
      const n = 25;
      const size = Math.min(w - 48, 160);
      const cell = size / n;
      const left = x + (w - size) / 2;
      const top = y + 16;
      const finder = (i: number, j: number) => {
        const near = (a: number, b: number) => {
          const di = i - a;
          const dj = j - b;
          if (di < 0 || dj < 0 || di > 6 || dj > 6) return null;
          const ring = Math.max(Math.abs(di - 3), Math.abs(dj - 3));
          return ring !== 2;
        };
        return near(0, 0) ?? near(0, n - 7) ?? near(n - 7, 0);
      };
      let d = '';
      for (let i = 0; i < n; i++)
        for (let j = 0; j < n; j++) {
          const f = finder(i, j);
          const on = f ?? ((i * 7 + j * 13 + ((i * j) % 5)) % 3 === 0 || (i + 2 * j) % 7 === 1);
          if (on) d += `M${left + j * cell} ${top + i * cell}h${cell}v${cell}h${-cell}z`;
        }
      return {
        height: size + 58,
        node: (
          <g key={key}>
            <rect x={x} y={y} width={w} height={size + 58} rx={16} fill={ui.card} />
            <rect x={left - 8} y={top - 8} width={size + 16} height={size + 16} rx={8} fill={ui.knob} />
            <path d={d} fill={ui.body} />
            <Label x={x + w / 2} y={top + size + 30} fontSize={11} fill={ui.muted} textAnchor="middle">
              {s(block.caption)}
            </Label>
          </g>
        ),
      };
    }

    case 'stats': {
      const gap = 8;
      const sw = (w - gap * (block.stats.length - 1)) / block.stats.length;
      return {
        height: 58,
        node: (
          <g key={key}>
            {block.stats.map((stat, i) => (
              <g key={i}>
                <rect x={x + i * (sw + gap)} y={y} width={sw} height={58} rx={14} fill={ui.card} />
                <Label
                  x={x + i * (sw + gap) + 12}
                  y={y + 27}
                  fontSize={16}
                  fontWeight={700}
                  fill={tone(stat.tone, 'muted') === toneColour.muted ? ui.text : tone(stat.tone)}
                >
                  {s(stat.value)}
                </Label>
                <Label x={x + i * (sw + gap) + 12} y={y + 45} fontSize={10} fill={ui.muted}>
                  {s(stat.label)}
                </Label>
              </g>
            ))}
          </g>
        ),
      };
    }

    case 'notice': {
      const colour = tone(block.tone);
      return {
        height: 64,
        node: (
          <g key={key}>
            <rect x={x} y={y} width={w} height={64} rx={16} fill={ui.raised} />
            <rect x={x + 12} y={y + 14} width={34} height={34} rx={9} fill={colour} fillOpacity={0.18} />
            <Icon name={block.icon} x={x + 20} y={y + 22} size={18} colour={colour} />
            <Label x={x + 56} y={y + 27} fontSize={12} fontWeight={650}>
              {s(block.title)}
            </Label>
            <Label x={x + 56} y={y + 45} fontSize={10.5} fill={ui.muted}>
              {s(block.body)}
            </Label>
            <Label x={x + w - 12} y={y + 27} fontSize={10} fill={ui.faint} textAnchor="end">
              {s(block.time)}
            </Label>
          </g>
        ),
      };
    }

    case 'fields':
      return {
        height: block.fields.length * 56 - 4,
        node: (
          <g key={key}>
            {block.fields.map((field, i) => {
              const fy = y + i * 56;
              return (
                <g key={i}>
                  <Label x={x + 2} y={fy + 10} fontSize={10} fill={ui.muted} fontWeight={600}>
                    {s(field.label)}
                  </Label>
                  <rect x={x} y={fy + 17} width={w} height={35} rx={10} fill={ui.card} stroke={ui.line} />
                  {field.icon && (
                    <Icon name={field.icon} x={x + 11} y={fy + 27} size={15} colour={ui.accent} />
                  )}
                  <Label x={x + (field.icon ? 34 : 12)} y={fy + 39} fontSize={12}>
                    {s(field.value)}
                  </Label>
                </g>
              );
            })}
          </g>
        ),
      };

    case 'steps': {
      const pitch = w / block.steps.length;
      return {
        height: 50,
        node: (
          <g key={key}>
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
                    {s(step)}
                  </Label>
                </g>
              );
            })}
          </g>
        ),
      };
    }

    case 'shades': {
      const gap = 10;
      const n = block.shades.length;
      const sw = (w - gap * (n - 1)) / n;
      const wh = 86;
      const id = `${ctx.uid}-${key}-sky`;
      return {
        height: wh + 40,
        node: (
          <g key={key}>
            <defs>
              <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stopColor="#5f86ad" />
                <stop offset="1" stopColor="#c9a46a" />
              </linearGradient>
            </defs>
            {block.shades.map((shade, i) => {
              const sx = x + i * (sw + gap);
              const drop = (wh - 8) * shade.position;
              const slats = Math.floor(drop / 6);
              return (
                <g key={i}>
                  <rect x={sx} y={y} width={sw} height={wh} rx={8} fill={ui.card} />
                  <rect x={sx + 5} y={y + 5} width={sw - 10} height={wh - 10} rx={4} fill={`url(#${id})`} />
                  <line
                    x1={sx + sw / 2}
                    x2={sx + sw / 2}
                    y1={y + 5}
                    y2={y + wh - 5}
                    stroke={ui.card}
                    strokeWidth={3}
                  />
                  <rect x={sx + 4} y={y + 4} width={sw - 8} height={drop} rx={2} fill="#d9c7a5" />
                  {Array.from({ length: slats }, (_, k) => (
                    <line
                      key={k}
                      x1={sx + 5}
                      x2={sx + sw - 5}
                      y1={y + 8 + k * 6}
                      y2={y + 8 + k * 6}
                      stroke="#a89371"
                      strokeWidth={1}
                    />
                  ))}
                  <rect x={sx + 2} y={y + drop + 2} width={sw - 4} height={4} rx={2} fill="#8d7650" />
                  <Label x={sx + sw / 2} y={y + wh + 17} fontSize={11.5} fontWeight={620} textAnchor="middle">
                    {s(shade.label)}
                  </Label>
                  <Label x={sx + sw / 2} y={y + wh + 32} fontSize={10} fill={ui.muted} textAnchor="middle">
                    {`${Math.round(100 - shade.position * 100)} %`}
                  </Label>
                </g>
              );
            })}
          </g>
        ),
      };
    }

    case 'flow': {
      const pitch = 54;
      return {
        height: block.items.length * pitch - 8,
        node: (
          <g key={key}>
            <line
              x1={x + 17}
              x2={x + 17}
              y1={y + 23}
              y2={y + (block.items.length - 1) * pitch + 23}
              stroke={ui.accent}
              strokeOpacity={0.5}
              strokeWidth={2}
              strokeDasharray="3 4"
            />
            {block.items.map((item, i) => {
              const iy = y + i * pitch;
              return (
                <g key={i}>
                  <circle
                    cx={x + 17}
                    cy={iy + 23}
                    r={16}
                    fill={ui.accentSoft}
                    stroke={ui.accent}
                    strokeWidth={1.5}
                  />
                  <Icon name={item.icon} x={x + 9} y={iy + 15} size={16} colour={ui.accent} />
                  <rect x={x + 42} y={iy} width={w - 42} height={46} rx={12} fill={ui.card} />
                  <Label
                    x={x + 54}
                    y={iy + 18}
                    fontSize={9.5}
                    fontWeight={650}
                    fill={ui.muted}
                    letterSpacing="0.05em"
                  >
                    {s(item.label).toUpperCase()}
                  </Label>
                  <Label x={x + 54} y={iy + 35} fontSize={12} fontWeight={620}>
                    {s(item.detail)}
                  </Label>
                </g>
              );
            })}
          </g>
        ),
      };
    }

    case 'dpad': {
      const r = Math.min((w - 40) / 2, 72);
      const cx = x + w / 2;
      const cy = y + r + 4;
      const chevron = (dx: number, dy: number) => {
        const px = cx + dx * r * 0.68;
        const py = cy + dy * r * 0.68;
        return dx
          ? `M ${px - dx * 3} ${py - 6} l ${dx * 6} 6 l ${-dx * 6} 6`
          : `M ${px - 6} ${py - dy * 3} l 6 ${dy * 6} l 6 ${-dy * 6}`;
      };
      return {
        height: 2 * r + 8,
        node: (
          <g key={key}>
            <circle cx={cx} cy={cy} r={r} fill={ui.card} stroke={ui.line} />
            <circle cx={cx} cy={cy} r={r * 0.38} fill={ui.raised} />
            <Label x={cx} y={cy + 5} fontSize={14} fontWeight={700} textAnchor="middle" fill={ui.accent}>
              OK
            </Label>
            {[
              [0, -1],
              [0, 1],
              [-1, 0],
              [1, 0],
            ].map(([dx, dy]) => (
              <path
                key={`${dx}${dy}`}
                d={chevron(dx ?? 0, dy ?? 0)}
                stroke={ui.muted}
                strokeWidth={2.2}
                fill="none"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            ))}
          </g>
        ),
      };
    }
  }
}

function drawRow(
  row: Row,
  x: number,
  y: number,
  w: number,
  separator: boolean,
  s: (text: Text) => string,
  key: string,
): ReactNode {
  const colour = tone(row.tone);
  return (
    <g key={key}>
      {separator && <line x1={x + 46} x2={x + w - 12} y1={y} y2={y} stroke={ui.line} />}
      {(row.icon || row.initials) && (
        <circle cx={x + 24} cy={y + 22} r={14} fill={colour} fillOpacity={row.initials ? 0.28 : 0.16} />
      )}
      {row.icon && <Icon name={row.icon} x={x + 16.5} y={y + 14.5} size={15} colour={colour} />}
      {row.initials && (
        <Label x={x + 24} y={y + 26} fontSize={10.5} fontWeight={700} fill={colour} textAnchor="middle">
          {row.initials}
        </Label>
      )}
      {row.detail ? (
        <>
          <Label x={x + 46} y={y + 19} fontSize={12.5} fontWeight={600}>
            {s(row.label)}
          </Label>
          <Label x={x + 46} y={y + 34} fontSize={10.5} fill={ui.muted}>
            {s(row.detail)}
          </Label>
        </>
      ) : (
        <Label x={x + 46} y={y + 26.5} fontSize={12.5} fontWeight={600}>
          {s(row.label)}
        </Label>
      )}
      {row.trailing && drawTrailing(row.trailing, x + w - 12, y, s)}
    </g>
  );
}

function drawTrailing(trailing: Trailing, right: number, y: number, s: (text: Text) => string): ReactNode {
  switch (trailing.kind) {
    case 'toggle':
      return (
        <g>
          <rect
            x={right - 34}
            y={y + 12}
            width={34}
            height={20}
            rx={10}
            fill={trailing.on ? ui.accent : ui.track}
          />
          <circle
            cx={trailing.on ? right - 10 : right - 24}
            cy={y + 22}
            r={8}
            fill={trailing.on ? ui.knob : '#a9b1be'}
          />
        </g>
      );
    case 'value':
      return (
        <Label
          x={right}
          y={y + 26.5}
          fontSize={12}
          fontWeight={620}
          fill={tone(trailing.tone, 'muted')}
          textAnchor="end"
        >
          {s(trailing.text)}
        </Label>
      );
    case 'chevron':
      return (
        <g>
          {trailing.text && (
            <Label x={right - 14} y={y + 26.5} fontSize={11.5} fill={ui.muted} textAnchor="end">
              {s(trailing.text)}
            </Label>
          )}
          <path
            d={`M ${right - 5} ${y + 17} l 5 5 l -5 5`}
            stroke={ui.faint}
            strokeWidth={2}
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      );
    case 'battery': {
      const colour = trailing.level < 0.2 ? toneColour.danger : toneColour.success;
      return (
        <g>
          <Label
            x={right - 32}
            y={y + 26.5}
            fontSize={11.5}
            fontWeight={600}
            fill={trailing.level < 0.2 ? colour : ui.muted}
            textAnchor="end"
          >
            {s(trailing.text)}
          </Label>
          <rect
            x={right - 25}
            y={y + 16}
            width={22}
            height={12}
            rx={3}
            fill="none"
            stroke={ui.faint}
            strokeWidth={1.5}
          />
          <rect x={right - 2} y={y + 19.5} width={2} height={5} rx={1} fill={ui.faint} />
          <rect
            x={right - 23}
            y={y + 18}
            width={Math.max(2, 18 * trailing.level)}
            height={8}
            rx={1.5}
            fill={colour}
          />
        </g>
      );
    }
    case 'check':
      return trailing.on ? (
        <g>
          <circle cx={right - 10} cy={y + 22} r={10} fill={ui.accent} />
          <Icon name="check" x={right - 16.5} y={y + 15.5} size={13} colour={ui.onAccent} />
        </g>
      ) : (
        <circle cx={right - 10} cy={y + 22} r={9.5} fill="none" stroke={ui.faint} strokeWidth={1.5} />
      );
  }
}

function drawChart(
  block: Extract<Block, { kind: 'chart' }>,
  x: number,
  y: number,
  w: number,
  s: (text: Text) => string,
  id: string,
): Drawn {
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
      <g key={id}>
        <rect x={x} y={y} width={w} height={height} rx={16} fill={ui.card} />
        <Label x={x + 14} y={y + 22} fontSize={10.5} fill={ui.muted} fontWeight={600}>
          {s(block.title)}
        </Label>
        <Label x={x + 14} y={y + 46} fontSize={20} fontWeight={700}>
          {s(block.value)}
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
            {s(label)}
          </Label>
        ))}
      </g>
    ),
  };
}

/** A camera picture: a small scene drawn on a 320 × 180 canvas and scaled into the block. */
function drawCamera(
  block: Extract<Block, { kind: 'camera' }>,
  x: number,
  y: number,
  w: number,
  s: (text: Text) => string,
  id: string,
): Drawn {
  const h = Math.round(w * 0.5625);
  const live = s({ en: 'LIVE', fr: 'EN DIRECT' });
  return {
    height: h,
    node: (
      <g key={id}>
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
            {scenes[block.scene]}
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
          {s(block.label)}
        </Label>
      </g>
    ),
  };
}

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

const scenes: Record<Extract<Block, { kind: 'camera' }>['scene'], ReactNode> = {
  driveway: (
    <>
      <path d="M0 120 L320 104 L320 180 L0 180 Z" fill="#3d4a3c" />
      <path d="M96 180 L150 112 L214 110 L300 180 Z" fill="#8d8b84" />
      <path d="M170 40 L250 14 L330 40 L330 112 L170 112 Z" fill="#d8d1c2" />
      <path d="M160 44 L250 8 L340 44" stroke="#5b4a3a" strokeWidth={8} fill="none" />
      <rect x={188} y={62} width={70} height={50} fill="#9b9488" />
      {[0, 1, 2, 3, 4].map((k) => (
        <line key={k} x1={188} x2={258} y1={70 + k * 9} y2={70 + k * 9} stroke="#86807a" />
      ))}
      <rect x={272} y={60} width={24} height={30} fill="#2a3a4d" stroke="#efe6d2" strokeWidth={3} />
      <path d="M112 146 q4 -20 24 -22 h36 q16 2 22 22 v14 h-82 z" fill="#2c3e5c" />
      <rect x={118} y={128} width={66} height={14} rx={3} fill="#91a9c4" fillOpacity={0.6} />
      <circle cx={128} cy={160} r={8} fill="#15191f" />
      <circle cx={182} cy={160} r={8} fill="#15191f" />
      <circle cx={60} cy={70} r={26} fill="#ffd98a" fillOpacity={0.16} />
      <rect x={58} y={70} width={4} height={50} fill="#2a2f36" />
      <circle cx={60} cy={70} r={6} fill="#ffe2a6" />
      <circle cx={26} cy={96} r={22} fill="#2f4532" />
    </>
  ),
  garden: (
    <>
      <circle cx={262} cy={40} r={16} fill="#f7e3b0" fillOpacity={0.8} />
      <path d="M0 96 Q80 84 160 92 T320 88 L320 180 L0 180 Z" fill="#4e7a45" />
      <path d="M0 130 Q120 118 320 126 L320 180 L0 180 Z" fill="#5f8d52" />
      <rect x={150} y={128} width={120} height={36} rx={6} fill="#6fb6cf" />
      <rect x={150} y={128} width={120} height={36} rx={6} fill="none" stroke="#e6ddc8" strokeWidth={4} />
      <circle cx={46} cy={70} r={30} fill="#2f5a33" />
      <circle cx={80} cy={82} r={22} fill="#3a6b3c" />
      <rect x={44} y={90} width={6} height={26} fill="#4a3a2a" />
      {Array.from({ length: 16 }, (_, k) => (
        <rect key={k} x={110 + k * 13} y={84} width={4} height={18} fill="#d9cfb8" />
      ))}
      <rect x={108} y={88} width={212} height={3} fill="#d9cfb8" />
      <path d="M20 150 q10 -14 20 0 M30 152 v12" stroke="#9cc48a" strokeWidth={3} fill="none" />
    </>
  ),
  door: (
    <>
      <rect width={320} height={180} fill="#c9bfae" />
      <rect x={0} y={150} width={320} height={30} fill="#8f877a" />
      <rect x={104} y={14} width={112} height={140} fill="#5a4330" />
      <rect x={112} y={22} width={96} height={132} fill="#6e523a" />
      <circle cx={196} cy={92} r={3.5} fill="#d4a857" />
      <path d="M128 180 q0 -58 32 -62 q32 4 32 62 z" fill="#2b3442" />
      <circle cx={160} cy={92} r={20} fill="#d6b08c" />
      <path d="M140 88 q2 -24 20 -24 q20 0 20 24 q-8 -10 -20 -10 q-12 0 -20 10 z" fill="#3b2a1e" />
      <rect x={236} y={128} width={40} height={28} rx={2} fill="#b58a58" />
      <rect x={254} y={128} width={4} height={28} fill="#e4d2a8" />
      <rect x={28} y={40} width={40} height={56} rx={3} fill="#2e3b4c" stroke="#efe6d2" strokeWidth={3} />
    </>
  ),
  living: (
    <>
      <rect x={0} y={128} width={320} height={52} fill="#4a3b2c" />
      <rect x={200} y={20} width={90} height={80} fill="#203247" stroke="#d9cdb4" strokeWidth={4} />
      <circle cx={262} cy={44} r={9} fill="#e8d9ac" fillOpacity={0.7} />
      <path d="M34 128 v-30 q0 -10 10 -10 h110 q10 0 10 10 v30 z" fill="#7a6a58" />
      <rect x={26} y={112} width={150} height={24} rx={8} fill="#8c7a64" />
      <rect x={60} y={96} width={30} height={18} rx={5} fill="#c9a46a" />
      <rect x={104} y={96} width={30} height={18} rx={5} fill="#a9b9c9" />
      <circle cx={226} cy={112} r={30} fill="#ffd98a" fillOpacity={0.12} />
      <path d="M214 100 h24 l-6 -18 h-12 z" fill="#e9d4a2" />
      <rect x={225} y={100} width={2} height={36} fill="#2a2f36" />
    </>
  ),
};
