/**
 * Limits of prompt attachments (POST /api/upload/single), shared by the
 * server and the uploader (kept free of zod). The server decides a file's
 * type from its bytes; the browser's `accept` only saves a round trip.
 */

/** Largest file taken; a bigger one is cut off while it streams in (413). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENT_MEGABYTES = MAX_ATTACHMENT_BYTES / (1024 * 1024);

/**
 * Widest and tallest image taken: room for a 48-megapixel phone photo
 * (8064 × 6048); anything larger costs too much to decode.
 */
export const MAX_ATTACHMENT_DIMENSION = 8192;

/** Uploads a member may hold that no prompt has claimed yet (429 beyond). */
export const MAX_UNCLAIMED_UPLOADS = 20;

/** An upload no prompt claims within this time is removed, row and bytes. */
export const UNCLAIMED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The original file name is kept as display text only, at most this long. */
export const MAX_DISPLAY_NAME_LENGTH = 200;

/** What the server stores, by the type it finds in the bytes. */
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'text/csv',
  'application/json',
  'text/markdown',
] as const;

export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** For a file input's `accept` attribute: the same list by extension. */
export const ATTACHMENT_ACCEPT =
  '.png,.jpg,.jpeg,.gif,.webp,.avif,.pdf,.doc,.docx,.txt,.csv,.json,.md';

/** Said by the server when a type is refused, and usable as the uploader's hint. */
export const ACCEPTED_TYPES_TEXT =
  'images (PNG, JPEG, GIF, WebP, AVIF), PDF, Word (DOC, DOCX), TXT, CSV, JSON or Markdown';
