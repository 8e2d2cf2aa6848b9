/**
 * The emoji beside a model's name on the dashboard (PRODUCT_SPEC section 9:
 * ChatGPT, Midjourney, Claude, Gemini, DALL-E and Other have one). Models
 * without their own share Other's.
 */
const MODEL_EMOJI: Record<string, string> = {
  ChatGPT: '🤖',
  Midjourney: '🎨',
  Claude: '🧠',
  Gemini: '✨',
  'DALL-E': '🖼️',
  Other: '🔮',
};

export function modelEmoji(model: string): string {
  return MODEL_EMOJI[model] ?? MODEL_EMOJI.Other ?? '';
}
