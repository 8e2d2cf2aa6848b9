import { describe, expect, it } from 'vitest';
import { fillVariables, findVariables, splitVariables } from './variables.ts';

describe('findVariables', () => {
  it('finds single-brace and double-brace variables', () => {
    expect(findVariables('Write about {topic} for {{audience}}.')).toEqual(['topic', 'audience']);
  });

  it('finds the variables of a real sample prompt in order of first appearance', () => {
    const text =
      'Plan a seven-day Instagram calendar for the launch of {product_name} on {launch_date}. ' +
      'Answer the objections {audience} are most likely to have about {product_name}.';
    expect(findVariables(text)).toEqual(['product_name', 'launch_date', 'audience']);
  });

  it('collapses duplicates, whether written with one or two braces', () => {
    expect(findVariables('{name} and {{name}} and {name} again, then {other}')).toEqual([
      'name',
      'other',
    ]);
  });

  it('accepts word characters only: letters, digits and underscores', () => {
    expect(findVariables('{thread_length} {step2} {ÄRGER} {x}')).toEqual([
      'thread_length',
      'step2',
      'x',
    ]);
  });

  it('does not take names with dashes, spaces or other punctuation', () => {
    expect(findVariables('{a-b} { x } {x } { x} {a.b} {a b} {} {{}}')).toEqual([]);
  });

  it('ignores JSON-looking text', () => {
    expect(findVariables('Return {"title": "x"} as JSON')).toEqual([]);
  });

  it('returns an empty list for text without braces', () => {
    expect(findVariables('')).toEqual([]);
    expect(findVariables('no variables here')).toEqual([]);
  });

  it('reads the balanced {name} inside an unbalanced {{name} or {name}}', () => {
    // As implemented: the single-brace form matches inside the stray brace.
    expect(findVariables('{{name}')).toEqual(['name']);
    expect(findVariables('{name}}')).toEqual(['name']);
    expect(findVariables('{{{name}}}')).toEqual(['name']);
  });
});

describe('fillVariables', () => {
  it('substitutes both brace styles', () => {
    expect(
      fillVariables('Hello {name}, welcome to {{place}}.', { name: 'Aiko', place: 'Kyoto' }),
    ).toBe('Hello Aiko, welcome to Kyoto.');
  });

  it('substitutes every occurrence of a repeated variable', () => {
    expect(fillVariables('{x} + {{x}} = 2{x}', { x: '1' })).toBe('1 + 1 = 21');
  });

  it('leaves unknown variables exactly as written', () => {
    expect(fillVariables('Dear {name}, about {{topic}}', { name: 'Sam' })).toBe(
      'Dear Sam, about {{topic}}',
    );
  });

  it('fills with an empty string when the value is empty', () => {
    expect(fillVariables('[{tone}]', { tone: '' })).toBe('[]');
  });

  it('inserts values literally, without replacement patterns or recursion', () => {
    expect(fillVariables('{a}', { a: '$& $1 $$' })).toBe('$& $1 $$');
    expect(fillVariables('{a} {b}', { a: '{b}', b: 'B' })).toBe('{b} B');
  });

  it('does not read inherited object properties as values', () => {
    expect(fillVariables('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });

  it('does not touch non-variables', () => {
    expect(fillVariables('{a-b} { x }', { 'a-b': 'no', x: 'no' })).toBe('{a-b} { x }');
  });

  it('fills the balanced part of an unbalanced {{name}', () => {
    expect(fillVariables('{{name}', { name: 'Ada' })).toBe('{Ada');
  });
});

describe('splitVariables', () => {
  it('splits text into plain runs and placeholders', () => {
    expect(splitVariables('Write about {topic} for {{audience}}.')).toEqual([
      { text: 'Write about ' },
      { text: '{topic}', variable: 'topic' },
      { text: ' for ' },
      { text: '{{audience}}', variable: 'audience' },
      { text: '.' },
    ]);
  });

  it('handles placeholders at the edges and next to each other', () => {
    expect(splitVariables('{a}{{b}}')).toEqual([
      { text: '{a}', variable: 'a' },
      { text: '{{b}}', variable: 'b' },
    ]);
  });

  it('keeps repeated placeholders as separate segments', () => {
    expect(splitVariables('{x} {x}').filter((segment) => segment.variable)).toHaveLength(2);
  });

  it('returns one plain segment for text without variables, and none for empty text', () => {
    expect(splitVariables('plain {a-b}')).toEqual([{ text: 'plain {a-b}' }]);
    expect(splitVariables('')).toEqual([]);
  });

  it('joins back to the original text', () => {
    const text = 'Turn {{article_text}} into {{thread_length}} posts {not-a-var} {x}!';
    expect(
      splitVariables(text)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });
});
