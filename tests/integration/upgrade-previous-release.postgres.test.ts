/**
 * A Postgres database made by the previous release (34c7d52), as pg_dump
 * saved it, restored and migrated to head: its member signs in, and the
 * listing, search, the like, the pending prompt and its file are all there
 * (decision 029).
 */
import { describe, it } from 'vitest';
import { expectUpgradeWorks, UPGRADE_TIMEOUT_MS } from '../helpers/upgrade-fixture.ts';

describe('upgrading a Postgres database of the previous release', () => {
  it('keeps its data and works', () => expectUpgradeWorks('postgres'), UPGRADE_TIMEOUT_MS);
});
