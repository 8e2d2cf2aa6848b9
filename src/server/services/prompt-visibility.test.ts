import { describe, expect, it } from 'vitest';
import { PROMPT_STATUSES } from '../../shared/prompt-fields.ts';
import type { Actor } from '../auth/actor.ts';
import {
  announcesChanges,
  canSeePrompt,
  isPublicStatus,
  seesEveryStatus,
  visiblePrompt,
} from './prompt-visibility.ts';

const author: Actor = { userId: 'author', role: 'user', sessionTokenHash: 'a' };
const stranger: Actor = { userId: 'stranger', role: 'user', sessionTokenHash: 's' };
const admin: Actor = { userId: 'admin', role: 'admin', sessionTokenHash: 'x' };

describe('prompt visibility', () => {
  it('makes approved, and only approved, public', () => {
    expect(PROMPT_STATUSES.filter(isPublicStatus)).toEqual(['approved']);
    expect(isPublicStatus(null)).toBe(false);
  });

  it('shows a hidden prompt to its author and admins only', () => {
    for (const status of PROMPT_STATUSES.filter((s) => s !== 'approved')) {
      const prompt = { status, createdById: 'author' };
      expect(canSeePrompt(author, prompt)).toBe(true);
      expect(canSeePrompt(admin, prompt)).toBe(true);
      expect(canSeePrompt(stranger, prompt)).toBe(false);
      expect(canSeePrompt(null, prompt)).toBe(false);
    }
    expect(canSeePrompt(null, { status: 'approved', createdById: null })).toBe(true);
  });

  it('never takes a missing author for the caller', () => {
    expect(seesEveryStatus(stranger, null)).toBe(false);
    expect(seesEveryStatus(null, null)).toBe(false);
  });

  it('puts no condition on an admin’s reads and one on everyone else’s', () => {
    expect(visiblePrompt(admin)).toBeUndefined();
    expect(visiblePrompt(null)).toBeDefined();
    expect(visiblePrompt(author)).toBeDefined();
  });
});

describe('which prompts produce events', () => {
  it('announces changes to a prompt in every status but private (decision 049)', () => {
    for (const status of PROMPT_STATUSES)
      expect(announcesChanges({ status })).toBe(status !== 'private');
  });
});
