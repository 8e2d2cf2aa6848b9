/** Account field limits, shared by the doors' schemas and the forms (kept free of zod). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_NAME_LENGTH = 80;
