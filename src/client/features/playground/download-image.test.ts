import { describe, expect, it } from 'vitest';
import { imageFileName } from './download-image.ts';

describe('imageFileName', () => {
  it('combines the model, "output" and the timestamp, as a png', () => {
    expect(imageFileName('DALL-E', 1_764_000_000_000)).toBe('dall-e-output-1764000000000.png');
    expect(imageFileName('Stable Diffusion', 5)).toBe('stable-diffusion-output-5.png');
    expect(imageFileName('GPT-4 Vision', 5)).toBe('gpt-4-vision-output-5.png');
  });

  it('still names the file when the model name has nothing usable', () => {
    expect(imageFileName('  ', 5)).toBe('model-output-5.png');
  });
});
