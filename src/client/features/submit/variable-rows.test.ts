import { describe, expect, it } from 'vitest';
import {
  variableNameOf,
  variableNameProblem,
  variableRows,
  withoutVariable,
  withVariable,
} from './variable-rows.ts';

describe('variableRows', () => {
  it("lists the author's variables, then those the texts use without a value", () => {
    const rows = variableRows(
      ['Write about {topic} for {{audience}}', 'Tone: {tone} and {topic}'],
      [{ name: 'tone', defaultValue: 'friendly' }],
    );
    expect(rows).toEqual([
      { name: 'tone', defaultValue: 'friendly', source: 'author' },
      { name: 'topic', defaultValue: '', source: 'detected' },
      { name: 'audience', defaultValue: '', source: 'detected' },
    ]);
  });
});

describe('adding a variable', () => {
  it('reads a name typed with braces', () => {
    expect(variableNameOf(' {{topic}} ')).toBe('topic');
    expect(variableNameOf('{topic}')).toBe('topic');
    expect(variableNameOf('topic')).toBe('topic');
  });

  it('refuses names the text could not use', () => {
    expect(variableNameProblem('my topic', [])).toMatch(/letters, digits and underscores/);
    expect(variableNameProblem('x'.repeat(65), [])).toMatch(/at most 64/);
    expect(variableNameProblem('topic', [])).toBeNull();
  });

  it('gives an existing variable its new value in place', () => {
    const list = [
      { name: 'a', defaultValue: '1' },
      { name: 'b', defaultValue: '2' },
    ];
    expect(withVariable(list, { name: 'a', defaultValue: '3' })).toEqual([
      { name: 'a', defaultValue: '3' },
      { name: 'b', defaultValue: '2' },
    ]);
    expect(withVariable(list, { name: 'c', defaultValue: '4' })).toHaveLength(3);
    expect(withoutVariable(list, 'a')).toEqual([{ name: 'b', defaultValue: '2' }]);
  });
});
