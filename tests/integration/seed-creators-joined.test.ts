/**
 * The sample library's creators joined before they wrote: each one's
 * account is older than every prompt of theirs, as the admin's users list
 * and the library show them (issue 21, item 11).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUsers } from '../helpers/admin-doors.ts';
import { getJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser } from '../helpers/test-users.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});

afterAll(async () => {
  await testApp.close();
});

describe('the seeded creators', () => {
  it('joined before each of their prompts was created', async () => {
    const admin = await createTestUser(testApp.database.db, { role: 'admin' });
    const people = await listUsers(testApp.app, 'rest', admin, {
      page: 1,
      limit: 50,
      search: 'example.com',
    });
    expect(people.status).toBe(200);
    const joined = new Map(
      (people.data?.users ?? []).map((user) => [user._id, new Date(user.createdAt).getTime()]),
    );
    const written: { createdAt: string; createdBy: { _id: string } | null }[] = [];
    for (const page of [1, 2, 3]) {
      const { body } = await getJson<{
        prompts: { createdAt: string; createdBy: { _id: string } | null }[];
      }>(testApp.app, `/api/prompts?limit=24&page=${page}`);
      written.push(...body.prompts.filter((prompt) => prompt.createdBy !== null));
    }
    expect(written.length).toBeGreaterThan(40);
    for (const prompt of written) {
      const joinedAt = joined.get(prompt.createdBy?._id ?? '');
      expect(joinedAt).toBeDefined();
      expect(joinedAt).toBeLessThan(new Date(prompt.createdAt).getTime());
    }
  });
});
