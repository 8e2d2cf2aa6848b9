/** Try Model / Try Now: the playground opens with the model chosen and a starter prompt to run. */
import { useTryText } from '../../hooks/use-try-prompt.ts';
import type { AiModel } from './ai-models.ts';

export function useTryModel(): (model: AiModel) => void {
  const tryText = useTryText();
  return (model) =>
    tryText({
      text: model.tryWith.prompt,
      model: model.tryWith.model,
      // The playground finds the {{blanks}} in the text and asks for their values.
      variables: [],
      isImagePrompt: model.tryWith.isImagePrompt,
    });
}
