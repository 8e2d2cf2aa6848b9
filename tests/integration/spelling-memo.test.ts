/**
 * Respellings are remembered for the library version a search is answered
 * at (spelling.ts): within a version the vocabulary cannot change, so a
 * typo asked again costs no query; a search at any other version, or of
 * unknown version, asks the vocabulary.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchWords } from '../../src/server/db/schema.ts';
import { suggestSpelling } from '../../src/server/services/library/spelling.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});

afterAll(async () => {
  await testApp.close();
});

const WORD = 'quokkas';
const TYPO = 'quokaks';
/** Far above any version this test's database reaches by itself. */
const VERSION = 1_000_000;

describe('remembered respellings', () => {
  it('hold for their version only', async () => {
    const db = testApp.database.db;
    await db.insert(searchWords).values({ word: WORD });
    expect(await suggestSpelling(db, [TYPO], VERSION)).toEqual([WORD]);

    // The test takes the word out of the vocabulary behind the version's
    // back (the app only ever adds words, and moves the version when it does):
    // the remembered answer shows that the vocabulary was not asked.
    await db.delete(searchWords).where(eq(searchWords.word, WORD));
    expect(await suggestSpelling(db, [TYPO], VERSION)).toEqual([WORD]);
    // Without a version the vocabulary is asked, and nothing is remembered.
    expect(await suggestSpelling(db, [TYPO])).toBeNull();
    expect(await suggestSpelling(db, [TYPO], VERSION)).toEqual([WORD]);
    // Another version, newer or older, asks again and is remembered from then on.
    expect(await suggestSpelling(db, [TYPO], VERSION + 1)).toBeNull();
    await db.insert(searchWords).values({ word: WORD });
    expect(await suggestSpelling(db, [TYPO], VERSION + 1)).toBeNull();
    expect(await suggestSpelling(db, [TYPO], VERSION - 1)).toEqual([WORD]);
  });

  it('keep words the vocabulary holds, and short words and numbers, as typed', async () => {
    const db = testApp.database.db;
    await db.insert(searchWords).values({ word: 'wombat' }).onConflictDoNothing();
    expect(await suggestSpelling(db, ['wombat', 'ab', '2024'], VERSION + 2)).toBeNull();
    expect(await suggestSpelling(db, ['wombat', 'wmobat'], VERSION + 2)).toEqual([
      'wombat',
      'wombat',
    ]);
  });
});
