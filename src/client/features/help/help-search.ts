/**
 * The Help Center's filter (PRODUCT_SPEC sections 2 and 5): a topic tab,
 * then a case-insensitive substring search over question and answer text.
 */
import type { HelpFaq, HelpTopic } from './help-faqs.ts';

export function filterHelpFaqs(
  faqs: readonly HelpFaq[],
  query: string,
  topic: HelpTopic,
): HelpFaq[] {
  const needle = query.trim().toLowerCase();
  return faqs.filter(
    (faq) =>
      (topic === 'all' || faq.category === topic) &&
      (needle === '' ||
        faq.question.toLowerCase().includes(needle) ||
        faq.answer.toLowerCase().includes(needle)),
  );
}
