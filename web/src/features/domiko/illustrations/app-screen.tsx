import { type ReactNode, useId, useRef } from 'react';
import { useCopyFormatter } from '@/i18n/format-copy';
import { useSettings } from '@/lib/settings';
import { useNearViewport } from '../use-near-viewport';
import { BatteryGauge, type DrawContext, Icon, type Say } from './blocks/block-kit';
import { drawBlock } from './blocks/draw-block';
import { DeviceBody } from './device-body';
import { frames } from './frames';
import type { IconName } from './icons';
import { ui } from './palette';
import type { ScreenMessages } from './screen-catalogue';
import { type Screen, screenMessageId, type Text } from './screen-types';

const tabs: { icon: IconName; label: Text }[] = [
  { icon: 'house', label: 'home' },
  { icon: 'grid', label: 'rooms' },
  { icon: 'sparkles', label: 'scenes' },
  { icon: 'settings', label: 'settings' },
];

/**
 * One screen of the app, drawn in a phone or tablet frame, with its labels in the page's language. The frame
 * and its accessible name are there at once; the drawing itself is made when it comes near the viewport (the
 * introduction's second screen one task after its first).
 */
export function AppScreen({
  screen,
  messages,
  className,
  eager = false,
}: {
  screen: Screen;
  /** The screens' catalogue in the page's language. */
  messages: ScreenMessages;
  className?: string;
  eager?: boolean;
}) {
  const say = useSay(messages);
  const uid = `s${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const ref = useRef<SVGSVGElement>(null);
  const near = useNearViewport(ref, eager);
  const f = frames[screen.device];
  return (
    <svg
      ref={ref}
      className={className}
      role="img"
      aria-labelledby={`${uid}-title`}
      viewBox={`0 0 ${f.width} ${f.height}`}
      width={f.width}
      height={f.height}
      fontFamily="inherit"
    >
      <title id={`${uid}-title`}>{say(screen.alt)}</title>
      {near ? <ScreenDrawing screen={screen} ctx={{ say, uid }} /> : <DeviceBody device={screen.device} />}
    </svg>
  );
}

/**
 * Labels come from the screens' catalogue in the page's language, with the configured app and brand names for
 * `{app}` and `{brand}`. The catalogue stays out of the page's messages: the drawings alone use it.
 */
function useSay(messages: ScreenMessages): Say {
  const copy = useCopyFormatter();
  const { business } = useSettings();
  const names = { app: business.appName, brand: business.controlSystemBrand };
  return (text) => (typeof text === 'string' ? copy.text(messages[screenMessageId(text)], names) : text.asIs);
}

function ScreenDrawing({ screen, ctx }: { screen: Screen; ctx: DrawContext }) {
  const { say, uid } = ctx;
  const f = frames[screen.device];
  const left = f.inset;
  const top = f.inset;
  const right = f.width - f.inset;
  const bottom = f.height - f.inset;
  const tabTop = bottom - 56;
  const contentTop = screen.subtitle ? 112 : 98;
  const contentBottom = screen.tab === undefined ? bottom - 18 : tabTop - 6;
  const innerW = right - left - 2 * (f.padX - f.inset);
  const columnGap = 14;
  const columnW = (innerW - columnGap * (screen.columns.length - 1)) / screen.columns.length;

  const columns: ReactNode[] = screen.columns.map((blocks, c) => {
    const x = f.padX + c * (columnW + columnGap);
    let y = contentTop;
    return (
      <g key={c}>
        {blocks.map((block, i) => {
          const drawn = drawBlock(block, { x, y, w: columnW, key: `c${c}b${i}` }, ctx);
          y += drawn.height + 10;
          return drawn.node;
        })}
      </g>
    );
  });

  return (
    <>
      <defs>
        <clipPath id={`${uid}-screen`}>
          <rect x={left} y={contentTop - 4} width={right - left} height={contentBottom - contentTop + 4} />
        </clipPath>
      </defs>
      <DeviceBody device={screen.device} />
      <rect x={left} y={top} width={right - left} height={bottom - top} rx={f.radius} fill={ui.screen} />
      {screen.device === 'phone' ? (
        <rect x={f.width / 2 - 38} y={top + 10} width={76} height={22} rx={11} fill="#000" />
      ) : (
        <circle cx={f.width / 2} cy={8} r={2.5} fill="#1c222c" />
      )}
      <StatusBar left={f.padX} right={f.width - f.padX} y={top + (screen.device === 'phone' ? 26 : 22)} />
      {screen.back && (
        <path
          d={`M ${f.padX + 7} ${top + 55} l -7 7 l 7 7`}
          stroke={ui.accent}
          strokeWidth={2.2}
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      <text
        x={f.padX + (screen.back ? 17 : 0)}
        y={top + 70}
        fill={ui.text}
        fontSize={screen.device === 'phone' ? 21 : 23}
        fontWeight={700}
        letterSpacing="-0.01em"
      >
        {say(screen.title)}
      </text>
      {screen.subtitle && (
        <text x={f.padX} y={top + 89} fill={ui.muted} fontSize={11.5}>
          {say(screen.subtitle)}
        </text>
      )}
      <g clipPath={`url(#${uid}-screen)`}>{columns}</g>
      {screen.tab !== undefined && (
        <g>
          <path
            d={`M ${left} ${tabTop} H ${right} V ${bottom - f.radius} A ${f.radius} ${f.radius} 0 0 1 ${right - f.radius} ${bottom} H ${left + f.radius} A ${f.radius} ${f.radius} 0 0 1 ${left} ${bottom - f.radius} Z`}
            fill={ui.bar}
          />
          <line x1={left} x2={right} y1={tabTop} y2={tabTop} stroke={ui.line} />
          {tabs.map((tab, i) => {
            const pitch = (right - left - 16) / tabs.length;
            const cx = left + 8 + pitch * i + pitch / 2;
            const colour = i === screen.tab ? ui.accent : ui.faint;
            return (
              <g key={i}>
                <Icon name={tab.icon} x={cx - 9} y={tabTop + 8} size={18} colour={colour} />
                <text
                  x={cx}
                  y={tabTop + 38}
                  fill={colour}
                  fontSize={9.5}
                  fontWeight={600}
                  textAnchor="middle"
                >
                  {say(tab.label)}
                </text>
              </g>
            );
          })}
        </g>
      )}
      <rect
        x={f.width / 2 - 50}
        y={bottom - 9}
        width={100}
        height={4}
        rx={2}
        fill={ui.text}
        fillOpacity={0.55}
      />
    </>
  );
}

function StatusBar({ left, right, y }: { left: number; right: number; y: number }) {
  return (
    <g>
      <text x={left + 8} y={y + 4} fill={ui.text} fontSize={12} fontWeight={650}>
        9:41
      </text>
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x={right - 62 + i * 5}
          y={y + 2 - i * 2.5}
          width={3}
          height={3 + i * 2.5}
          rx={1}
          fill={ui.text}
        />
      ))}
      <path
        d={`M ${right - 36} ${y - 3} q 6 -5 12 0 M ${right - 33.5} ${y} q 3.5 -3 7 0`}
        stroke={ui.text}
        strokeWidth={1.6}
        fill="none"
        strokeLinecap="round"
      />
      <circle cx={right - 30} cy={y + 3} r={1.4} fill={ui.text} />
      <BatteryGauge
        x={right - 18}
        y={y - 5}
        width={20}
        height={10}
        level={0.875}
        fill={ui.text}
        outline={{ stroke: ui.text, strokeOpacity: 0.6 }}
      />
    </g>
  );
}
