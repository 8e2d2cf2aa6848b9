/**
 * A step's images as a run's answer carries them (both doors): the first is
 * its imageUrl, as before settings; with more than one (an image count,
 * decision 054), imageUrls lists them all.
 */
import type { StepResult } from '../../../shared/generation-views.ts';

export function addStepImage(step: StepResult, url: string): void {
  if (step.imageUrl === undefined) {
    step.imageUrl = url;
    return;
  }
  step.imageUrls = [...(step.imageUrls ?? [step.imageUrl]), url];
}
