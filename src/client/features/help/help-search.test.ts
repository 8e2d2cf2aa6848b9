import { describe, expect, it } from 'vitest';
import { HELP_FAQS, HELP_TOPICS, type HelpFaq } from './help-faqs.ts';
import { filterHelpFaqs } from './help-search.ts';

const FAQS: HelpFaq[] = [
  {
    id: 'a',
    question: 'How do I sign in?',
    answer: 'Use Google.',
    category: 'account',
    tags: ['x'],
  },
  {
    id: 'b',
    question: 'What are variables?',
    answer: 'Fields in curly braces you fill in.',
    category: 'prompts',
    tags: ['sign in'],
  },
  {
    id: 'c',
    question: 'Upload failed',
    answer: 'Files up to 10 MB.',
    category: 'technical',
    tags: [],
  },
];

const ids = (faqs: HelpFaq[]) => faqs.map((faq) => faq.id);

describe('filterHelpFaqs', () => {
  it('shows every question on All Topics with a blank query', () => {
    expect(ids(filterHelpFaqs(FAQS, '', 'all'))).toEqual(['a', 'b', 'c']);
    expect(ids(filterHelpFaqs(FAQS, '  ', 'all'))).toEqual(['a', 'b', 'c']);
  });

  it('matches question text and answer text, ignoring case', () => {
    expect(ids(filterHelpFaqs(FAQS, 'SIGN', 'all'))).toEqual(['a']);
    expect(ids(filterHelpFaqs(FAQS, 'curly', 'all'))).toEqual(['b']);
    expect(ids(filterHelpFaqs(FAQS, ' 10 mb ', 'all'))).toEqual(['c']);
  });

  it('does not search tags (the spec searches question and answer only)', () => {
    expect(ids(filterHelpFaqs(FAQS, 'sign in', 'all'))).toEqual(['a']);
  });

  it('keeps only the chosen topic, combined with the search', () => {
    expect(ids(filterHelpFaqs(FAQS, '', 'technical'))).toEqual(['c']);
    expect(ids(filterHelpFaqs(FAQS, 'google', 'technical'))).toEqual([]);
  });
});

describe('the Help Center content', () => {
  it('has eight questions, each in one of the four topics', () => {
    expect(HELP_FAQS).toHaveLength(8);
    const topics = HELP_TOPICS.map((topic) => topic.value).filter((value) => value !== 'all');
    for (const faq of HELP_FAQS) expect(topics).toContain(faq.category);
  });

  it('states the plan limits the server enforces: Free 100, Pro 1,000, Enterprise unlimited', () => {
    const limits = HELP_FAQS.find((faq) => faq.id === 'api-limits');
    expect(limits?.answer).toContain('Free 100, Pro 1,000 and Enterprise unlimited');
  });
});
