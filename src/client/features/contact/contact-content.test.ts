import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_MS,
  OFFICES,
  replyAddressFor,
  SEND_DELAY_MS,
  SUBJECT_OPTIONS,
  SUPPORT_CHANNELS,
} from './contact-content.ts';

describe('the contact page data', () => {
  it('offers the six subjects of the spec, in order, each with a readable label', () => {
    expect(SUBJECT_OPTIONS.map((option) => option.value)).toEqual([
      'general',
      'support',
      'sales',
      'partnership',
      'feedback',
      'other',
    ]);
    for (const option of SUBJECT_OPTIONS) expect(option.label).not.toBe(option.value);
  });

  it('sends for 2 seconds and confirms for 3, as the spec times them', () => {
    expect(SEND_DELAY_MS).toBe(2000);
    expect(CONFIRMATION_MS).toBe(3000);
  });

  it('lists three offices and four support channels', () => {
    expect(OFFICES.map((office) => office.city)).toEqual(['San Francisco', 'London', 'Singapore']);
    expect(SUPPORT_CHANNELS).toHaveLength(4);
  });
});

describe('replyAddressFor', () => {
  it('names the inbox that answers each subject, the general one otherwise', () => {
    expect(replyAddressFor('support')).toBe('support@prompthub.example');
    expect(replyAddressFor('sales')).toBe('sales@prompthub.example');
    expect(replyAddressFor('partnership')).toBe('partners@prompthub.example');
    expect(replyAddressFor('feedback')).toBe('hello@prompthub.example');
    expect(replyAddressFor('')).toBe('hello@prompthub.example');
  });
});
