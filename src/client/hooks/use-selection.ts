/**
 * Cards chosen for a bulk action (issue 29): on while the person selects,
 * the chosen prompts by id in the order they were chosen, kept across
 * pages of the same list.
 */
import { useState } from 'react';
import type { PromptView } from '../../shared/prompt-views.ts';

/** A card's box while cards are being selected. */
export interface CardSelection {
  selected: boolean;
  onToggle: () => void;
}

export function useSelection() {
  const [active, setActive] = useState(false);
  const [chosen, setChosen] = useState<ReadonlyMap<string, PromptView>>(new Map());

  const toggle = (prompt: PromptView) =>
    setChosen((previous) => {
      const next = new Map(previous);
      if (next.has(prompt._id)) next.delete(prompt._id);
      else next.set(prompt._id, prompt);
      return next;
    });

  return {
    active,
    selected: [...chosen.values()],
    start: () => setActive(true),
    /** Ends selecting and forgets the choice. */
    stop: () => {
      setActive(false);
      setChosen(new Map());
    },
    clear: () => setChosen(new Map()),
    selectAll: (prompts: readonly PromptView[]) =>
      setChosen((previous) => {
        const next = new Map(previous);
        for (const prompt of prompts) next.set(prompt._id, prompt);
        return next;
      }),
    /** The card's box while selecting, else nothing. */
    cardSelection: (prompt: PromptView): CardSelection | undefined =>
      active ? { selected: chosen.has(prompt._id), onToggle: () => toggle(prompt) } : undefined,
  };
}

export type Selection = ReturnType<typeof useSelection>;
