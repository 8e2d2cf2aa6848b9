/**
 * Text typed into a server-rendered page before the app took it over.
 *
 * React hydrates a controlled field without touching what the visitor
 * typed, and the field's next render writes its state back, erasing it
 * (on a slow phone, a whole search). So once the page is hydrated, every
 * text field whose text differs from what the server rendered (its
 * `defaultValue`, the HTML's own value) is handed to React as if just typed:
 * React's change tracker is set to the rendered text, the field to the typed
 * text, and a real `input` event reaches the field's own onChange. One pass
 * for every field of the page: a new field needs nothing of its own.
 */
const TEXT_FIELDS =
  'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="url"], input[type="tel"], textarea';

function setValueUnseen(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  // The prototype's own setter: React's tracker (on the element) does not see it.
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

export function replayEarlyTyping(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue; // through React's tracker: what React rendered
    setValueUnseen(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
