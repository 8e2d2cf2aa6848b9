import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSavedUploads,
  readSavedUploads,
  SAVED_UPLOADS_KEY,
  writeSavedUploads,
} from './saved-uploads.ts';

class MemoryStore {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const file = {
  fileName: 'a.png',
  fileUrl: '/uploads/abc.png',
  fileType: 'image/png',
  fileSize: 10,
};
let store: MemoryStore;
beforeEach(() => {
  store = new MemoryStore();
});

describe('saved uploads', () => {
  it('read back for the account that saved them', () => {
    writeSavedUploads(store, 'me', [file]);
    expect(readSavedUploads(store, 'me')).toEqual([file]);
  });

  it('are removed when the list is empty', () => {
    writeSavedUploads(store, 'me', [file]);
    writeSavedUploads(store, 'me', []);
    expect(store.getItem(SAVED_UPLOADS_KEY)).toBeNull();
  });

  it('are removed, not offered, to another account', () => {
    writeSavedUploads(store, 'me', [file]);
    expect(readSavedUploads(store, 'someone else')).toEqual([]);
    expect(store.getItem(SAVED_UPLOADS_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '[1,2]'],
    ['files missing', JSON.stringify({ ownerId: 'me' })],
    [
      'a file without a size',
      JSON.stringify({ ownerId: 'me', files: [{ ...file, fileSize: 'x' }] }),
    ],
    [
      'a link elsewhere',
      JSON.stringify({ ownerId: 'me', files: [{ ...file, fileUrl: 'https://evil.example/x' }] }),
    ],
    ['too many files', JSON.stringify({ ownerId: 'me', files: Array(6).fill(file) })],
  ])('are removed when the saved value is invalid (%s)', (_, raw) => {
    store.setItem(SAVED_UPLOADS_KEY, raw);
    expect(readSavedUploads(store, 'me')).toEqual([]);
    expect(store.getItem(SAVED_UPLOADS_KEY)).toBeNull();
  });

  it('are cleared on request', () => {
    writeSavedUploads(store, 'me', [file]);
    clearSavedUploads(store);
    expect(readSavedUploads(store, 'me')).toEqual([]);
  });
});
