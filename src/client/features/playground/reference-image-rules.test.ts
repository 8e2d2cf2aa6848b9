import { describe, expect, it } from 'vitest';
import {
  fileNameFromUrl,
  referenceImageProblem,
  seesImages,
  VISION_MODELS_TEXT,
} from './reference-image-rules.ts';

describe('referenceImageProblem', () => {
  it('takes an image of up to 5 MB', () => {
    expect(referenceImageProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other files and larger images, saying why', () => {
    expect(referenceImageProblem({ type: 'application/pdf', size: 10 })).toBe(
      'Choose an image file (PNG, JPEG, GIF or WebP).',
    );
    expect(referenceImageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'The image is larger than 5 MB.',
    );
  });
});

describe('the vision models', () => {
  it('are the multimodal ones', () => {
    expect(seesImages('GPT-4 Vision')).toBe(true);
    expect(seesImages('Gemini Pro Vision')).toBe(true);
    expect(seesImages('ChatGPT')).toBe(false);
    expect(seesImages('DALL-E')).toBe(false);
    expect(VISION_MODELS_TEXT).toBe('GPT-4 Vision and Gemini Pro Vision');
  });
});

describe('fileNameFromUrl', () => {
  it('keeps the name of the address, or makes one from the type', () => {
    expect(fileNameFromUrl('/files/abc/mood%20board.png?x=1', 'image/png')).toBe('mood board.png');
    expect(fileNameFromUrl('/files/abc', 'image/webp')).toBe('reference.webp');
    expect(fileNameFromUrl('/files/abc', 'image/svg+xml')).toBe('reference.svg');
  });
});
