import { describe, expect, it } from 'vitest';
import { newStorageKey } from '../../storage/storage.ts';
import { storageKeyOfUploadUrl, uploadUrl } from './upload-url.ts';

describe('uploadUrl and storageKeyOfUploadUrl', () => {
  it('go back and forth', () => {
    const key = newStorageKey('pdf');
    expect(uploadUrl(key)).toBe(`/uploads/${key}`);
    expect(storageKeyOfUploadUrl(uploadUrl(key))).toBe(key);
  });

  it.each([
    'https://elsewhere.example/uploads/0123456789abcdef0123456789abcdef.pdf',
    '/uploads/../../etc/passwd',
    '/uploads/',
    '/uploads/short.pdf',
    '/uploads/0123456789abcdef0123456789abcdef.pdf?x=1',
    '/uploads/0123456789ABCDEF0123456789ABCDEF.pdf',
    '/api/uploads/0123456789abcdef0123456789abcdef.pdf',
    'uploads/0123456789abcdef0123456789abcdef.pdf',
  ])('refuse %j', (url) => {
    expect(storageKeyOfUploadUrl(url)).toBeNull();
  });
});
