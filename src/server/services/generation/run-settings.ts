/**
 * How a run applies its model settings (decision 054): a maximum output
 * above the caller's plan is lowered and the run says so; an image size is
 * pixels or an aspect ratio, as the AI SDK's generateImage takes them.
 */
import type { GenerationEvent } from '../../../shared/generation-events.ts';

export type Clamped = Omit<Extract<GenerationEvent, { type: 'clamped' }>, 'type' | 'setting'>;

/** The plan's cap wins over a larger stored or sent maximum; the run says so. */
export function clampedMaximum(requested: number | undefined, allowed: number): Clamped | null {
  if (requested === undefined || requested <= allowed) return null;
  const [asked, most] = [requested, allowed].map((n) => n.toLocaleString('en-US'));
  return {
    requested,
    allowed,
    message: `This prompt asks for answers of up to ${asked} tokens; your plan allows ${most}, so this run stops there.`,
  };
}

/** "1024x1024" is a size in pixels; "16:9" an aspect ratio (Replicate's models take those). */
export function imageShape(size: string | undefined): {
  size?: `${number}x${number}`;
  aspectRatio?: `${number}:${number}`;
} {
  if (size === undefined) return {};
  if (/^\d+x\d+$/.test(size)) return { size: size as `${number}x${number}` };
  return { aspectRatio: size as `${number}:${number}` };
}
