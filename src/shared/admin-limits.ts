/** Limits of the admin screens, shared by the doors and the screens. */

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 20;
export const MAX_ADMIN_PAGE_SIZE = 100;
/** A moderator's reason, which the author reads on their prompt. */
export const MAX_STATUS_REASON_LENGTH = 500;
/** Rows one bulk approve or reject may name (a page at its largest). */
export const MAX_BULK_PROMPTS = MAX_ADMIN_PAGE_SIZE;
export const MAX_ADMIN_SEARCH_LENGTH = 200;

/** The dashboard's lists (PRODUCT_SPEC section 9). */
export const DASHBOARD_TRENDING_LIMIT = 8;
export const DASHBOARD_RECENT_PROMPTS = 5;
export const DASHBOARD_RECENT_ACTIVITY = 3;
