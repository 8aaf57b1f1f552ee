import type { ReactNode } from 'react';
import type { BlockOf } from './block-kit';

/** The pictures the cameras show, each drawn on a 320 × 180 canvas. */
export const cameraScenes: Record<BlockOf<'camera'>['scene'], ReactNode> = {
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
