/**
 * The About page's words and figures (PRODUCT_SPEC sections 2 "About" and
 * 1): the four stats exactly as the spec gives them, the story, the mission,
 * the four values, the founder (a fictional person, presented as the
 * product's founder, not as anyone real) and four 2025 milestones.
 */

export interface AboutStat {
  value: string;
  label: string;
}

export const ABOUT_STATS: readonly AboutStat[] = [
  { value: '50K+', label: 'active users' },
  { value: '100K+', label: 'prompts shared' },
  { value: '150+', label: 'countries' },
  { value: '12+', label: 'AI models' },
];

export const STORY: readonly string[] = [
  'Prompt Hub began with a folder of text files. Every good prompt we wrote for work lived in one, and every colleague who asked for “that prompt you used last week” got a copy pasted into a chat. The copies drifted, nobody knew which version worked, and the best ideas stayed on one laptop.',
  'So we built a place where a prompt is a first-class thing: it has a title, an honest description, variables you fill in, and a button that runs it on a real model so you can judge it yourself before you rely on it. Then we opened it to everyone, and made the code open source so anyone can run their own.',
  'Today people from all over the world use it to find prompts that already work, improve them and hand them back. We are still a small team, and we still read every message.',
];

export const MISSION =
  'Make good prompts easy to find, easy to test and easy to share, so that anyone can get dependable results from AI models without starting from a blank page.';

export type ValueIcon = 'innovation' | 'community' | 'transparency' | 'excellence';

export interface AboutValue {
  icon: ValueIcon;
  title: string;
  description: string;
}

export const VALUES: readonly AboutValue[] = [
  {
    icon: 'innovation',
    title: 'Innovation',
    description:
      'New models arrive every month. We add them to the playground quickly so you can compare them on your own prompts, not on someone’s benchmark.',
  },
  {
    icon: 'community',
    title: 'Community',
    description:
      'The library is written by the people who use it. We build for sharing, credit authors by name and let the community’s likes decide what trends.',
  },
  {
    icon: 'transparency',
    title: 'Transparency',
    description:
      'The code is open source, plan limits are written down, and a prompt always shows its full text. What you run is exactly what you read.',
  },
  {
    icon: 'excellence',
    title: 'Excellence',
    description:
      'Every submission is reviewed before it is published, and we would rather ship one feature that works well than three that almost do.',
  },
];

export interface Founder {
  name: string;
  role: string;
  initials: string;
  bio: string;
  quote: string;
}

export const FOUNDER: Founder = {
  name: 'Maya Okafor',
  role: 'Founder and lead maintainer',
  initials: 'MO',
  bio: 'Maya spent ten years building developer tools before large language models turned prompt writing into everyday work. She started Prompt Hub as a weekend project to stop re-writing the same prompts, and still reviews community submissions every week.',
  quote:
    'A prompt that works is a small piece of knowledge. It deserves a name, a history and a way to be shared.',
};

export interface Milestone {
  date: string;
  title: string;
  description: string;
}

export const MILESTONES_2025: readonly Milestone[] = [
  {
    date: 'January 2025',
    title: 'The library opens',
    description:
      'The first public version: a searchable library of prompts for text and image models, free to browse without an account.',
  },
  {
    date: 'April 2025',
    title: 'Playground launch',
    description:
      'Prompts became runnable. Fill in the variables, choose a model and see the answer stream in, right beside the prompt.',
  },
  {
    date: 'July 2025',
    title: 'Community submissions',
    description:
      'Anyone with an account can publish prompts, with attachments and chained steps, reviewed by moderators before they go live.',
  },
  {
    date: 'October 2025',
    title: 'Open API and side-by-side runs',
    description:
      'A documented REST API for integrators, and running one prompt on up to three models at once to compare their answers.',
  },
];
