/** How the viewer treats a file, decided from its stored MIME type. */
export type AttachmentKind = 'image' | 'pdf' | 'other';

export function attachmentKind(fileType: string): AttachmentKind {
  if (fileType.startsWith('image/')) return 'image';
  if (fileType === 'application/pdf') return 'pdf';
  return 'other';
}

/** The same file, served as a download rather than shown. */
export function downloadUrl(fileUrl: string): string {
  return `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}download`;
}
