import { describe, expect, it } from 'vitest';
import { mcpPromptName, promptIdOfName, slugOf } from './mcp-prompt-names.ts';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('MCP prompt names', () => {
  it('slugs a title to lowercase ASCII words joined by dashes', () => {
    expect(slugOf('Talk Builder: Ölspur & Co.')).toBe('talk-builder-olspur-co');
    expect(slugOf('日本語だけ')).toBe('prompt');
    expect(slugOf('x'.repeat(80))).toHaveLength(48);
  });

  it('names a prompt <slug>-<id> and reads the id back from any slug', () => {
    expect(mcpPromptName({ _id: ID, title: 'Email Writer' })).toBe(`email-writer-${ID}`);
    expect(promptIdOfName(`email-writer-${ID}`)).toBe(ID);
    expect(promptIdOfName(`renamed-${ID.toUpperCase()}`)).toBe(ID);
    expect(promptIdOfName(ID)).toBeNull();
    expect(promptIdOfName('email-writer')).toBeNull();
  });
});
