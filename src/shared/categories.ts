/**
 * Prompt categories. The admin filter list is the short list the spec names;
 * the preset list is what the submit form offers (users may add their own).
 */

export const ADMIN_FILTER_CATEGORIES = [
  'Social Media',
  'Art',
  'Business',
  'Writing',
  'Content Creation',
  'Marketing',
  'Career',
  'Education',
] as const;

export const PRESET_CATEGORIES = [
  ...ADMIN_FILTER_CATEGORIES,
  'Programming',
  'Productivity',
  'Data Analysis',
  'Design',
  'Photography',
  'Illustration',
  'Architecture',
  'Fashion',
  'Music',
  'Video',
  'Gaming',
  'Storytelling',
  'Poetry',
  'Copywriting',
  'SEO',
  'Email',
  'Sales',
  'Customer Support',
  'Product Management',
  'Startups',
  'Finance',
  'Investing',
  'Legal',
  'Human Resources',
  'Recruiting',
  'Leadership',
  'Personal Development',
  'Health & Fitness',
  'Nutrition',
  'Mental Wellbeing',
  'Travel',
  'Food & Cooking',
  'Parenting',
  'Relationships',
  'Language Learning',
  'Science',
  'Mathematics',
  'History',
  'Philosophy',
  'Research',
  'Academic Writing',
  'Translation',
  'Summarization',
  'Brainstorming',
  'Role Play',
  'Interview Prep',
  'Resume',
  'Public Speaking',
  'Event Planning',
  'Real Estate',
  'E-commerce',
  'Branding',
  'Advertising',
  'UX Writing',
  'Web Development',
  'DevOps',
  'Cybersecurity',
  'Machine Learning',
  'Automation',
  'Spreadsheets',
  'Logo Design',
  'Character Design',
  '3D & Rendering',
  'Anime',
  'Fantasy',
  'Sci-Fi',
  'Nature',
  'Other',
] as const;

export const DEFAULT_CATEGORY = 'Social Media';

export const MAX_CATEGORIES_PER_PROMPT = 5;
export const MAX_CATEGORY_LENGTH = 40;

/**
 * The category filter's choices: the presets, and first the chosen one when
 * it is a custom category (from a shared link), so it stays selectable.
 */
export function categoryFilterChoices(chosen: string): string[] {
  const isPreset = (PRESET_CATEGORIES as readonly string[]).includes(chosen);
  return chosen && !isPreset ? [chosen, ...PRESET_CATEGORIES] : [...PRESET_CATEGORIES];
}
