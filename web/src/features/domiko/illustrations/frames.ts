import type { Device } from '@/features/domiko/domiko-features';

/** Each device's drawing size: fixed, so a screen takes its place before it is drawn and nothing moves. */
export const frames: Record<
  Device,
  { width: number; height: number; inset: number; radius: number; outer: number; padX: number }
> = {
  phone: { width: 280, height: 572, inset: 10, radius: 33, outer: 42, padX: 22 },
  tablet: { width: 440, height: 560, inset: 15, radius: 20, outer: 30, padX: 32 },
};
