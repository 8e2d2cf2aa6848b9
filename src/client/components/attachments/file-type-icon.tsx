import {
  IconFile,
  IconFileText,
  IconFileTypePdf,
  IconJson,
  IconPhoto,
  IconTable,
} from '@tabler/icons-react';

export function FileTypeIcon({ fileType, size = 32 }: { fileType: string; size?: number }) {
  if (fileType.startsWith('image/')) return <IconPhoto size={size} aria-hidden />;
  if (fileType === 'application/pdf') return <IconFileTypePdf size={size} aria-hidden />;
  if (fileType === 'application/json') return <IconJson size={size} aria-hidden />;
  if (fileType === 'text/csv') return <IconTable size={size} aria-hidden />;
  if (fileType.startsWith('text/')) return <IconFileText size={size} aria-hidden />;
  return <IconFile size={size} aria-hidden />;
}
