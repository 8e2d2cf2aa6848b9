/** The Help Center's support address (the same team as the contact page's). */
export const SUPPORT_EMAIL = 'support@prompthub.example';
