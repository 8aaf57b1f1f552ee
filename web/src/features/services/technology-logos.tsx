import type { LogoId } from './services-content';
import styles from './services-page.module.css';

/**
 * The technology row: drawn logos (SVG, 64 × 64), each an image named in the page's language. The
 * control-system brand comes from the site settings and is drawn as a wordmark.
 */
export function TechnologyLogos(props: { names: Record<LogoId, string>; brand: string }) {
  const order: LogoId[] = ['certified', 'csharp', 'flutter', 'html5', 'knx', 'brand'];
  return (
    <ul className={`plain-list ${styles.logos}`}>
      {order.map((id) => (
        <li key={id} className={styles.logo}>
          <svg viewBox="0 0 64 64" width="64" height="64" role="img" aria-label={props.names[id]}>
            {drawings[id](props.brand)}
          </svg>
          <span aria-hidden="true">{props.names[id]}</span>
        </li>
      ))}
    </ul>
  );
}

const seal = Array.from({ length: 24 }, (_, index) => {
  const angle = (index * Math.PI) / 12;
  const radius = index % 2 === 0 ? 30 : 26;
  return `${(32 + radius * Math.sin(angle)).toFixed(2)},${(32 - radius * Math.cos(angle)).toFixed(2)}`;
}).join(' ');

const drawings: Record<LogoId, (brand: string) => React.ReactNode> = {
  certified: () => (
    <>
      <polygon points={seal} fill="#d4a857" />
      <circle cx="32" cy="32" r="19" fill="#10151d" />
      <circle cx="32" cy="32" r="15.5" fill="none" stroke="#d4a857" strokeWidth="1.5" />
      <path
        d="m24.5 32.5 5 5 10-11"
        fill="none"
        stroke="#d4a857"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  csharp: () => (
    <>
      <path d="M32 4 56 18v28L32 60 8 46V18z" fill="#9b4f96" />
      <path d="M32 4 56 18v28L32 60z" fill="#68217a" />
      <path d="M8 46 32 32l24 14-24 14z" fill="#390091" opacity="0.55" />
      <text
        x="32"
        y="40"
        textAnchor="middle"
        fontFamily="var(--font-sans)"
        fontWeight="750"
        fontSize="21"
        fill="#fff"
      >
        C#
      </text>
    </>
  ),
  flutter: () => (
    <g transform="translate(10 8) scale(2)">
      <path d="M14.314 0 2.3 12 6 15.7 21.684.013h-7.37z" fill="#47c5fb" />
      <path d="M14.328 11.072 7.857 17.53l6.47 6.47H21.7l-6.46-6.468 6.46-6.46z" fill="#47c5fb" />
      <path d="m14.328 24-6.47-6.47 3.79-3.7L21.7 24z" fill="#0175c2" opacity="0.9" />
    </g>
  ),
  html5: () => (
    <g transform="translate(11 8) scale(2)">
      <path d="M1.5 0h21l-1.91 21.563L11.977 24l-8.564-2.438z" fill="#e34f26" />
      <path d="M12 1.8V22.2l6.9-1.9 1.63-18.5z" fill="#ef652a" />
      <path
        d="m7.031 9.75-.232-2.718 10.059.003.23-2.622L5.412 4.41l.698 8.01h9.126l-.326 3.426-2.91.804-2.955-.81-.188-2.11H6.248l.33 4.171L12 19.351l5.379-1.443.744-8.157z"
        fill="#fff"
      />
    </g>
  ),
  knx: () => (
    <>
      <rect x="2" y="14" width="60" height="36" rx="7" fill="#fff" stroke="#1b1b1b" strokeWidth="2.5" />
      <text
        x="32"
        y="41"
        textAnchor="middle"
        fontFamily="var(--font-sans)"
        fontWeight="850"
        fontSize="22"
        letterSpacing="-0.5"
        fill="#1b1b1b"
      >
        KNX
      </text>
    </>
  ),
  brand: (brand) => (
    <>
      <rect x="2" y="2" width="60" height="60" rx="14" fill="#10151d" />
      <circle cx="32" cy="25" r="9" fill="none" stroke="#d4a857" strokeWidth="3" />
      <circle cx="32" cy="25" r="3" fill="#d4a857" />
      <text
        x="32"
        y="50"
        textAnchor="middle"
        fontFamily="var(--font-sans)"
        fontWeight="700"
        fontSize={brand.length > 8 ? 8.5 : 11}
        fill="#f3f0e9"
        textLength={brand.length > 6 ? 50 : undefined}
        lengthAdjust="spacingAndGlyphs"
      >
        {brand}
      </text>
    </>
  ),
};
