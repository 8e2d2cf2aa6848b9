/** How a chain runs, in the words of PRODUCT_SPEC section 9 "Execution types". */
import type { ExecutionType } from '../../../shared/prompt-fields.ts';

export const EXECUTION_WORDS: Record<ExecutionType, { label: string; hint: string }> = {
  dependent: { label: 'Dependent', hint: "each step receives the previous step's output" },
  independent: { label: 'Independent', hint: 'each step runs on its own, with the same inputs' },
};
