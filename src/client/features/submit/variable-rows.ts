/**
 * The variables editor's list: the author's variables (name and default
 * value), then every variable the prompt texts use that the author has not
 * given a value yet, so they can fill it in. The server merges with the
 * same function (mergeVariables in shared/variables.ts), so what the form
 * shows is what the prompt will carry.
 */
import type { PromptVariable } from '../../../shared/prompt-fields.ts';
import {
  MAX_VARIABLE_NAME_LENGTH,
  MAX_VARIABLES,
  VARIABLE_NAME_PATTERN,
} from '../../../shared/prompt-limits.ts';
import { mergeVariables } from '../../../shared/variables.ts';

export interface VariableRow {
  name: string;
  defaultValue: string;
  /** 'author': added in the editor; 'detected': found in the text, no value yet. */
  source: 'author' | 'detected';
}

export function variableRows(texts: string[], authored: PromptVariable[]): VariableRow[] {
  return mergeVariables(texts, authored).map(({ name, defaultValue, detected }) => ({
    name,
    defaultValue,
    source: detected ? 'detected' : 'author',
  }));
}

/** "{topic}", "{{topic}}" and " topic " all name the variable topic. */
export function variableNameOf(typed: string): string {
  return typed
    .trim()
    .replace(/^\{{1,2}/, '')
    .replace(/\}{1,2}$/, '')
    .trim();
}

/** Why this name cannot be added, or null when it can. */
export function variableNameProblem(name: string, authored: PromptVariable[]): string | null {
  if (!VARIABLE_NAME_PATTERN.test(name)) {
    return 'Use only letters, digits and underscores in a variable name.';
  }
  if (name.length > MAX_VARIABLE_NAME_LENGTH) {
    return `A variable name can be at most ${MAX_VARIABLE_NAME_LENGTH} characters.`;
  }
  const isNew = !authored.some((variable) => variable.name === name);
  if (isNew && authored.length >= MAX_VARIABLES) {
    return `A prompt can have at most ${MAX_VARIABLES} variables.`;
  }
  return null;
}

/** Adds the variable, or gives an existing one its new default value (in place). */
export function withVariable(authored: PromptVariable[], added: PromptVariable): PromptVariable[] {
  const at = authored.findIndex((variable) => variable.name === added.name);
  if (at < 0) return [...authored, added];
  return authored.map((variable, index) => (index === at ? added : variable));
}

export function withoutVariable(authored: PromptVariable[], name: string): PromptVariable[] {
  return authored.filter((variable) => variable.name !== name);
}
