/**
 * Respellings are remembered for the library version a search is answered
 * at (spelling.ts): within a version the vocabulary cannot change, so a
 * typo asked again costs no query; a newer version asks again, and a search
 * of unknown or older version always asks.
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

    // The word leaves the vocabulary, as only a change of version could make it.
    await db.delete(searchWords).where(eq(searchWords.word, WORD));
    expect(await suggestSpelling(db, [TYPO], VERSION)).toEqual([WORD]);
    // Without a version, or at an older one, the vocabulary is asked.
    expect(await suggestSpelling(db, [TYPO])).toBeNull();
    expect(await suggestSpelling(db, [TYPO], VERSION - 1)).toBeNull();
    // A newer version asks again, and is remembered from then on.
    expect(await suggestSpelling(db, [TYPO], VERSION + 1)).toBeNull();
    await db.insert(searchWords).values({ word: WORD });
    expect(await suggestSpelling(db, [TYPO], VERSION + 1)).toBeNull();
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
