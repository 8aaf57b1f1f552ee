import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** The App Store badge, drawn in the page's language; the link around it carries the accessible name. */
export function AppStoreBadge() {
  return (
    <StoreBadge store="appStore" smallLine={{ x: 48, fontSize: 10.5, letterSpacing: '0.02em' }} bigLineX={47}>
      <path
        fill="#fff"
        d="M33.6 29.6c0-3.3 2.7-4.9 2.8-5-1.5-2.2-3.9-2.5-4.7-2.6-2-.2-3.9 1.2-4.9 1.2-1 0-2.6-1.2-4.3-1.1-2.2 0-4.2 1.3-5.3 3.2-2.3 4-.6 9.8 1.6 13 1.1 1.6 2.4 3.3 4.1 3.3 1.6-.1 2.3-1.1 4.3-1.1s2.5 1.1 4.3 1c1.8 0 2.9-1.6 4-3.2 1.3-1.8 1.8-3.6 1.8-3.7 0 0-3.7-1.4-3.7-5.6zM30.4 19.9c.9-1.1 1.5-2.6 1.3-4.1-1.3.1-2.8.9-3.7 1.9-.8.9-1.5 2.5-1.3 3.9 1.4.1 2.9-.7 3.7-1.7z"
      />
    </StoreBadge>
  );
}

/** The Google Play badge, drawn in the page's language. */
export function GooglePlayBadge() {
  return (
    <StoreBadge store="googlePlay" smallLine={{ x: 49, fontSize: 10, letterSpacing: '0.06em' }} bigLineX={48}>
      <g transform="translate(16 15)">
        <path d="M0 1.2 14 13 0 24.8c-.6-.3-1-1-1-1.8V3c0-.8.4-1.5 1-1.8z" fill="#00a0ff" />
        <path d="M0 1.2c.6-.3 1.4-.3 2.1.1L18.6 10.6 14 13z" fill="#00d26a" />
        <path d="M0 24.8 14 13l4.6 2.4L2.1 24.7c-.7.4-1.5.4-2.1.1z" fill="#f0364a" />
        <path d="m18.6 10.6 4.3 2.4c1.2.7 1.2 1.3 0 2l-4.3 2.4L14 13z" fill="#ffc900" />
      </g>
    </StoreBadge>
  );
}

/** A store's badge: the black plate, the store's mark (`children`) and its two lines, small over big. */
function StoreBadge({
  store,
  smallLine,
  bigLineX,
  children,
}: {
  store: 'appStore' | 'googlePlay';
  smallLine: { x: number; fontSize: number; letterSpacing: string };
  bigLineX: number;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <svg viewBox="0 0 190 56" width={190} height={56} aria-hidden="true" focusable="false">
      <rect
        x={0.75}
        y={0.75}
        width={188.5}
        height={54.5}
        rx={11}
        fill="#000"
        stroke="#a6a6a6"
        strokeWidth={1.5}
      />
      {children}
      <text y={23} fill="#fff" fontWeight={500} {...smallLine}>
        {intl.formatMessage({ id: `domiko.badge.${store}.small` })}
      </text>
      <text x={bigLineX} y={43} fill="#fff" fontSize={21} fontWeight={600} letterSpacing="-0.01em">
        {intl.formatMessage({ id: `domiko.badge.${store}.big` })}
      </text>
    </svg>
  );
}
