/** Matrix rows of uploads: any signed-in member may upload a prompt attachment. */
import { type MatrixRows, multipartFile, signedIn } from './matrix-types.ts';

export const UPLOAD_ROWS: MatrixRows = {
  'POST /api/upload/single': [
    {
      label: 'attach a PNG',
      request: (f) => ({
        method: 'POST',
        url: '/api/upload/single',
        ...multipartFile('file', 'reference.png', 'image/png', f.avatarPng),
      }),
      expect: signedIn(201),
    },
  ],
};
