/**
 * The rows ticked for a bulk approve or reject. Only pending rows on the
 * page shown can be ticked; a new page or filter starts with none, and a
 * row that stops being pending (approved meanwhile) drops out by itself.
 */
import { useState } from 'react';
import type { PromptView } from '../../../shared/prompt-views.ts';

interface Ticked {
  /** The page (filters and number) the ticks were made on. */
  pageKey: string;
  ids: ReadonlySet<string>;
}

export function usePromptSelection(pageKey: string, rows: readonly PromptView[]) {
  const [ticked, setTicked] = useState<Ticked>({ pageKey, ids: new Set() });
  const selectable = rows.filter((row) => row.status === 'pending').map((row) => row._id);
  const selected: ReadonlySet<string> = new Set(
    ticked.pageKey === pageKey ? selectable.filter((id) => ticked.ids.has(id)) : [],
  );
  const keep = (ids: Iterable<string>) => setTicked({ pageKey, ids: new Set(ids) });

  return {
    selected,
    selectable,
    onToggle: (id: string, checked: boolean) =>
      keep(checked ? [...selected, id] : [...selected].filter((other) => other !== id)),
    onToggleAll: (checked: boolean) => keep(checked ? selectable : []),
    clear: () => keep([]),
  };
}
