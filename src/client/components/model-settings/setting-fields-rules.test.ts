import { describe, expect, it } from 'vitest';
import {
  fieldNames,
  fieldRange,
  numberFrom,
  problemSentences,
  rangeWords,
  sizeChoices,
  withSetting,
} from './setting-fields-rules.ts';

describe('the fields shown', () => {
  it('are the settings the chosen models take', () => {
    expect(fieldNames(['ChatGPT'])).toEqual(['temperature', 'topP', 'maxOutputTokens']);
    expect(fieldNames(['DALL-E'])).toEqual(['imageSize', 'imageCount']);
    expect(fieldNames(['Midjourney'])).toEqual(['imageCount']);
    expect(fieldNames(['Other'])).toEqual([]);
    expect(fieldNames(['DALL-E', 'GPT-4 Vision'])).toEqual([
      'temperature',
      'topP',
      'maxOutputTokens',
      'imageSize',
      'imageCount',
    ]);
  });

  it('state each range, per model when they differ', () => {
    expect(rangeWords(['ChatGPT'], 'temperature')).toBe('0 to 2');
    expect(rangeWords(['ChatGPT', 'Claude'], 'temperature')).toBe(
      'ChatGPT: 0 to 2; Claude: 0 to 1',
    );
    expect(rangeWords(['Claude'], 'maxOutputTokens')).toBe('1 to 64,000');
    expect(fieldRange(['ChatGPT', 'Claude'], 'temperature')).toEqual({ min: 0, max: 2 });
    expect(sizeChoices(['DALL-E'])).toEqual(['1024x1024', '1792x1024', '1024x1792']);
  });
});

describe('the values', () => {
  it('read a typed number, and nothing for an empty or unfinished field', () => {
    expect(numberFrom(0.4)).toBe(0.4);
    expect(numberFrom('0.')).toBe(0);
    expect(numberFrom('')).toBeUndefined();
    expect(numberFrom('e')).toBeUndefined();
    expect(withSetting({ temperature: 1, topP: 0.5 }, 'temperature', undefined)).toEqual({
      topP: 0.5,
    });
  });

  it('say what is wrong in sentences naming the setting', () => {
    expect(problemSentences('Claude', { temperature: 1.5, maxOutputTokens: 900 })).toEqual({
      temperature: 'Temperature must be between 0 and 1 for Claude.',
    });
    expect(problemSentences('Claude', { temperature: 0.5, topP: 0.5 })).toEqual({
      topP: 'Claude takes temperature or top-p, not both: leave one empty.',
    });
    expect(problemSentences('DALL-E', { imageSize: '16:9' })).toEqual({
      imageSize: 'Image size must be one of 1024x1024, 1792x1024, 1024x1792 for DALL-E.',
    });
  });
});
