import { describe, expect, it } from 'vitest';
import { parseGenerationEvent } from './parse-generation-event.ts';

describe('parseGenerationEvent', () => {
  it('reads every event type of the stream', () => {
    expect(parseGenerationEvent({ type: 'step', step: 0, steps: 2, title: 'Outline' })).toEqual({
      type: 'step',
      step: 0,
      steps: 2,
      title: 'Outline',
    });
    expect(parseGenerationEvent({ type: 'text', step: 1, text: 'Hi' })).toEqual({
      type: 'text',
      step: 1,
      text: 'Hi',
    });
    expect(parseGenerationEvent({ type: 'image', step: 0, imageUrl: '/uploads/a.png' })).toEqual({
      type: 'image',
      step: 0,
      imageUrl: '/uploads/a.png',
    });
    expect(parseGenerationEvent({ type: 'step-end', step: 0 })).toEqual({
      type: 'step-end',
      step: 0,
    });
    expect(parseGenerationEvent({ type: 'done' })).toEqual({ type: 'done' });
  });

  it('keeps an error even when its fields are odd', () => {
    expect(
      parseGenerationEvent({
        type: 'error',
        step: 1,
        message: 'Busy',
        code: 'PROVIDER_BUSY',
        charged: 1,
        steps: [{ title: '', text: 'First answer' }],
      }),
    ).toEqual({
      type: 'error',
      step: 1,
      message: 'Busy',
      code: 'PROVIDER_BUSY',
      charged: 1,
      steps: [],
    });
    expect(parseGenerationEvent({ type: 'error' })).toEqual({
      type: 'error',
      step: 0,
      message: '',
      code: 'UNKNOWN',
      charged: 0,
      steps: [],
    });
  });

  it('reads a progress event, which changes nothing on the page', () => {
    expect(parseGenerationEvent({ type: 'progress' })).toEqual({ type: 'progress' });
  });

  it('ignores unknown types, broken events and values that are not objects', () => {
    expect(parseGenerationEvent({ type: 'usage', tokens: 12 })).toBeNull();
    expect(parseGenerationEvent({ type: 'toString' })).toBeNull();
    expect(parseGenerationEvent({ type: 'text', step: -1, text: 'x' })).toBeNull();
    expect(parseGenerationEvent({ type: 'text', step: 0 })).toBeNull();
    expect(parseGenerationEvent({ type: 'image', step: 0, imageUrl: '' })).toBeNull();
    expect(parseGenerationEvent(null)).toBeNull();
    expect(parseGenerationEvent('done')).toBeNull();
  });
});
