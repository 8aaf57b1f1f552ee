import type { ReactNode } from 'react';
import { toneColour, ui } from '../palette';
import type { Trailing } from '../screen-types';
import { Icon, Label, type Say, tone } from './block-kit';

/** What ends a row on the right: a toggle, a value, a chevron, a battery level or a check mark. */
export function drawTrailing(trailing: Trailing, right: number, y: number, say: Say): ReactNode {
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
          {say(trailing.text)}
        </Label>
      );
    case 'chevron':
      return (
        <g>
          {trailing.text && (
            <Label x={right - 14} y={y + 26.5} fontSize={11.5} fill={ui.muted} textAnchor="end">
              {say(trailing.text)}
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
            {say(trailing.text)}
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
