import { useId, type ReactNode } from 'react';
import { useLocale } from '@/i18n/locale-store';
import { useSettings } from '@/lib/settings';
import { drawBlock, Icon, type DrawContext } from './blocks';
import type { IconName } from './icons';
import { ui } from './palette';
import { say, t, type Screen, type Text } from './screen-types';

const frames = {
  phone: { width: 280, height: 572, inset: 10, radius: 33, outer: 42, padX: 22 },
  tablet: { width: 440, height: 560, inset: 15, radius: 20, outer: 30, padX: 32 },
} as const;

const tabs: { icon: IconName; label: Text }[] = [
  { icon: 'house', label: t('Home', 'Accueil') },
  { icon: 'grid', label: t('Rooms', 'Pièces') },
  { icon: 'sparkles', label: t('Scenes', 'Scénarios') },
  { icon: 'settings', label: t('Settings', 'Réglages') },
];

/** One screen of the app, drawn in a phone or tablet frame, with its labels in the page's language. */
export function AppScreen({ screen, className }: { screen: Screen; className?: string }) {
  const locale = useLocale();
  const { business } = useSettings();
  const uid = `s${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const ctx: DrawContext = {
    locale,
    names: { app: business.appName, brand: business.controlSystemBrand },
    uid,
  };
  const s = (text: Text) => say(text, locale, ctx.names);
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
          const drawn = drawBlock(block, x, y, columnW, ctx, `c${c}b${i}`);
          y += drawn.height + 10;
          return drawn.node;
        })}
      </g>
    );
  });

  return (
    <svg
      className={className}
      role="img"
      aria-labelledby={`${uid}-title`}
      viewBox={`0 0 ${f.width} ${f.height}`}
      width={f.width}
      height={f.height}
      fontFamily="inherit"
    >
      <title id={`${uid}-title`}>{s(screen.alt)}</title>
      <defs>
        <clipPath id={`${uid}-screen`}>
          <rect x={left} y={contentTop - 4} width={right - left} height={contentBottom - contentTop + 4} />
        </clipPath>
      </defs>
      <rect
        x={1}
        y={1}
        width={f.width - 2}
        height={f.height - 2}
        rx={f.outer}
        fill={ui.body}
        stroke={ui.bezel}
        strokeWidth={2}
      />
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
        {s(screen.title)}
      </text>
      {screen.subtitle && (
        <text x={f.padX} y={top + 89} fill={ui.muted} fontSize={11.5}>
          {s(screen.subtitle)}
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
                  {s(tab.label)}
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
    </svg>
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
      <rect
        x={right - 18}
        y={y - 5}
        width={20}
        height={10}
        rx={3}
        fill="none"
        stroke={ui.text}
        strokeOpacity={0.6}
      />
      <rect x={right - 16} y={y - 3} width={14} height={6} rx={1.5} fill={ui.text} />
    </g>
  );
}
