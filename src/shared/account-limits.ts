/** Account field limits, shared by the doors' schemas and the forms (kept free of zod). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_NAME_LENGTH = 80;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PLAN_ID_LENGTH = 40;

/** Profile pictures: the server decides the type from the bytes, the browser pre-checks. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Widest and tallest profile picture the server takes (larger ones cost too much to decode). */
export const MAX_AVATAR_DIMENSION = 4096;

/** A member's note to the admins with a plan request. */
export const MAX_PLAN_REQUEST_NOTE_LENGTH = 1000;
