import type { ReactNode, SVGProps } from 'react';
import { icons, type IconName } from '../icons';
import { toneColour, ui } from '../palette';
import type { Block, Text, Tone } from '../screen-types';

/** One kind of block, as its renderer receives it. */
export type BlockOf<K extends Block['kind']> = Extract<Block, { kind: K }>;

/** Where a block is drawn: at (x, y), `w` wide, under a React key unique in its screen. */
export interface BlockPlace {
  x: number;
  y: number;
  w: number;
  key: string;
}

/** A label of a screen in the page's language, its placeholders filled. */
export type Say = (text: Text) => string;

export interface DrawContext {
  say: Say;
  /** Prefix that keeps gradient and clip ids unique across the page's many drawings. */
  uid: string;
}

/** A drawn block and how tall it came out, so the next one goes below it. */
export interface Drawn {
  height: number;
  node: ReactNode;
}

/** Draws one kind of block; `drawBlock` groups what it draws under the block's key. */
export type BlockRenderer<K extends Block['kind']> = (
  block: BlockOf<K>,
  place: BlockPlace,
  ctx: DrawContext,
) => Drawn;

export function Label(props: SVGProps<SVGTextElement> & { children: string }) {
  return <text fill={ui.text} fontSize={12} {...props} />;
}

/** How a caption's two lines are set: the title's size and weight, the detail's size, and the gap between them. */
export interface CaptionLook {
  titleSize: number;
  titleWeight: number;
  detailSize: number;
  /** From the title's baseline to the detail's. */
  gap: number;
}

/** A title over a muted detail, as rows, notices and the player show a name and what it is about. */
export function Caption(props: {
  x: number;
  y: number;
  lines: readonly [string, string];
  look: CaptionLook;
}) {
  const { x, y, lines, look } = props;
  return (
    <>
      <Label x={x} y={y} fontSize={look.titleSize} fontWeight={look.titleWeight}>
        {lines[0]}
      </Label>
      <Label x={x} y={y + look.gap} fontSize={look.detailSize} fill={ui.muted}>
        {lines[1]}
      </Label>
    </>
  );
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

/**
 * A battery: its outline, its charge filled to `level` (0 to 1) two pixels inside it, and the cap at its right end
 * in the colour `cap` gives.
 */
export function BatteryGauge(props: {
  x: number;
  y: number;
  width: number;
  height: number;
  level: number;
  fill: string;
  outline: SVGProps<SVGRectElement>;
  cap?: string;
}) {
  const { x, y, width, height } = props;
  return (
    <>
      <rect x={x} y={y} width={width} height={height} rx={3} fill="none" {...props.outline} />
      {props.cap && (
        <rect x={x + width + 1} y={y + height / 2 - 2.5} width={2} height={5} rx={1} fill={props.cap} />
      )}
      <rect
        x={x + 2}
        y={y + 2}
        width={Math.max(2, (width - 4) * props.level)}
        height={height - 4}
        rx={1.5}
        fill={props.fill}
      />
    </>
  );
}

export const tone = (value: Tone | undefined, fallback: Tone = 'accent') => toneColour[value ?? fallback];
