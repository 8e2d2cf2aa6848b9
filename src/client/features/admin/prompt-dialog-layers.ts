/**
 * Where Manage Prompts' dialogs stack: a confirmation (reason, delete) opens
 * above the details dialog (Mantine's default 200) and below the attachment
 * lightbox (400).
 */
export const CONFIRM_DIALOG_Z_INDEX = 300;
