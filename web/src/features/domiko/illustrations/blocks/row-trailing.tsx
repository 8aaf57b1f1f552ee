import type { ReactNode } from 'react';
import { toneColour, ui } from '../palette';
import type { Trailing } from '../screen-types';
import { BatteryGauge, Icon, Label, type Say, tone } from './block-kit';

/** Where a row's end is drawn: its right edge and the row's top. */
interface RowEnd {
  right: number;
  y: number;
}

/** What ends a row on the right: a toggle, a value, a chevron, a battery level or a check mark. */
export function drawTrailing(trailing: Trailing, right: number, y: number, say: Say): ReactNode {
  const end = { right, y };
  switch (trailing.kind) {
    case 'toggle':
      return <Toggle on={trailing.on} {...end} />;
    case 'value':
      return (
        <EndText x={right} y={y} size={12} weight={620} fill={tone(trailing.tone, 'muted')}>
          {say(trailing.text)}
        </EndText>
      );
    case 'chevron':
      return <Chevron text={trailing.text && say(trailing.text)} {...end} />;
    case 'battery':
      return <Battery level={trailing.level} text={say(trailing.text)} {...end} />;
    case 'check':
      return <Check on={trailing.on} {...end} />;
  }
}

/** A word set against the row's end, on the row's text baseline. */
function EndText(props: {
  x: number;
  y: number;
  size: number;
  weight?: number;
  fill: string;
  children: string;
}) {
  const { x, y, size, weight, fill, children } = props;
  return (
    <Label x={x} y={y + 26.5} fontSize={size} fontWeight={weight} fill={fill} textAnchor="end">
      {children}
    </Label>
  );
}

/** A switch: its track in the accent when on, the knob at the side it is set to. */
function Toggle({ on, right, y }: RowEnd & { on: boolean }) {
  return (
    <g>
      <rect x={right - 34} y={y + 12} width={34} height={20} rx={10} fill={on ? ui.accent : ui.track} />
      <circle cx={on ? right - 10 : right - 24} cy={y + 22} r={8} fill={on ? ui.knob : '#a9b1be'} />
    </g>
  );
}

function Chevron({ text, right, y }: RowEnd & { text: string | undefined }) {
  return (
    <g>
      {text && (
        <EndText x={right - 14} y={y} size={11.5} fill={ui.muted}>
          {text}
        </EndText>
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
}

/** A battery gauge filled to `level` (0 to 1), in red and with its figure in red below a fifth. */
function Battery({ level, text, right, y }: RowEnd & { level: number; text: string }) {
  const low = level < 0.2;
  const colour = low ? toneColour.danger : toneColour.success;
  return (
    <g>
      <EndText x={right - 32} y={y} size={11.5} weight={600} fill={low ? colour : ui.muted}>
        {text}
      </EndText>
      <BatteryGauge
        x={right - 25}
        y={y + 16}
        width={22}
        height={12}
        level={level}
        fill={colour}
        outline={{ stroke: ui.faint, strokeWidth: 1.5 }}
        cap={ui.faint}
      />
    </g>
  );
}

function Check({ on, right, y }: RowEnd & { on: boolean }) {
  return on ? (
    <g>
      <circle cx={right - 10} cy={y + 22} r={10} fill={ui.accent} />
      <Icon name="check" x={right - 16.5} y={y + 15.5} size={13} colour={ui.onAccent} />
    </g>
  ) : (
    <circle cx={right - 10} cy={y + 22} r={9.5} fill="none" stroke={ui.faint} strokeWidth={1.5} />
  );
}
