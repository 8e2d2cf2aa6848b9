/**
 * The whole data model. Column names are camelCase here and snake_case in SQL
 * (drizzle's `casing: 'snake_case'`, set in drizzle.config.ts and client.ts).
 */
import { sql } from 'drizzle-orm';
import { CHANGE_REQUEST_STATUSES } from '../../shared/change-request-fields.ts';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChainedPrompt, PlanFeature, PromptVariable } from '../../shared/prompt-fields.ts';
import type { ModelSettings } from '../../shared/model-settings.ts';
import {
  PROMPT_VERSION_STATUSES,
  type PromptVersionContent,
} from '../../shared/prompt-version-fields.ts';

/** Postgres's text-search vector; only SQL reads and writes it (the search triggers). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const userRole = pgEnum('user_role', ['user', 'admin']);
export const promptStatus = pgEnum('prompt_status', [
  'pending',
  'approved',
  'rejected',
  'disabled',
  'private',
]);
/** A subscription's own state (decision 032); the account's is accountStatus. */
export const subscriptionState = pgEnum('subscription_state', [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
]);
export const planRequestStatus = pgEnum('plan_request_status', [
  'open',
  'approved',
  'declined',
  'withdrawn',
]);
/** Whether the account may sign in and act; billing never writes it. */
export const accountStatus = pgEnum('account_status', ['active', 'disabled']);
export const executionType = pgEnum('execution_type', ['independent', 'dependent']);
/** A prompt version's state (shared/prompt-version-fields.ts, decision 043). */
export const promptVersionStatus = pgEnum('prompt_version_status', PROMPT_VERSION_STATUSES);
export const changeRequestStatus = pgEnum('change_request_status', CHANGE_REQUEST_STATUSES);

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Plans and what each includes per month (null means unlimited). */
export const plans = pgTable('plans', {
  id: text().primaryKey(),
  name: text().notNull(),
  description: text().notNull().default(''),
  priceCents: integer().notNull(),
  yearlyPriceCents: integer().notNull(),
  interval: text().notNull().default('month'),
  features: jsonb().$type<PlanFeature[]>().notNull().default([]),
  monthlyGenerations: integer(),
  /** Entries into review a month (the submissions ledger); null means unlimited. */
  monthlySubmissions: integer(),
  /** Private prompts a member may keep at once; null means unlimited. */
  maxPrivatePrompts: integer(),
  /** Requests a member's API keys may make per calendar month (UTC). */
  monthlyApiCalls: integer(),
  /** The longest answer one playground run may ask a model for. */
  maxOutputTokens: integer().notNull().default(1024),
  sortOrder: integer().notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull().default(''),
    email: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    passwordHash: text(),
    googleSubject: text(),
    /** Storage key of the uploaded avatar, served under /uploads. */
    avatarKey: text(),
    role: userRole().notNull().default('user'),
    /** The account's state; no plan or billing change writes it (the plan is in subscriptions). */
    status: accountStatus().notNull().default('active'),
    /**
     * When the mail server last refused this address for good (a 5xx to
     * RCPT TO or DATA; decision 047): nothing more is mailed to it until
     * the member asks to try again from Settings.
     */
    mailRefusedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_idx').on(t.googleSubject),
    index('users_role_status_idx').on(t.role, t.status, t.createdAt.desc()),
    // The admin's member list, newest first: a page is a short index walk
    // instead of a sort of every account (directions as prompts_status_created_idx).
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin's name or email search (ILIKE '%...%') through trigrams.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/**
 * A member's subscription, at most one each (decision 032); a member with
 * none is on Free, active. Written by plan changes (the member's own, an
 * admin's, later the payment provider's), never by the account's status.
 * A past_due subscription keeps its plan until graceUntil, then Free's
 * limits apply; unpaid and canceled ones get Free's limits at once.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text()
      .notNull()
      .default('free')
      .references(() => plans.id),
    status: subscriptionState().notNull().default('active'),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    trialEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** Until when a past_due subscription keeps its plan. */
    graceUntil: timestamp({ withTimezone: true }),
    /** The payment provider ('stripe') and its ids, when one manages this subscription. */
    provider: text(),
    providerCustomerId: text(),
    providerSubscriptionId: text(),
    /** 'month' or 'year' for a subscription the provider bills; null otherwise. */
    billingInterval: text(),
    /** When the member's one Pro trial began (Stripe mode); a trial is offered only while null. */
    trialStartedAt: timestamp({ withTimezone: true }),
    /** A smaller plan Stripe will move to at scheduledAt (a subscription schedule's next phase). */
    scheduledPlanId: text(),
    scheduledInterval: text(),
    scheduledAt: timestamp({ withTimezone: true }),
    /** An upgrade Stripe holds until its invoice is paid (the subscription's pending_update). */
    pendingPlanId: text(),
    pendingInterval: text(),
    pendingExpiresAt: timestamp({ withTimezone: true }),
    /** The pending upgrade's invoice on Stripe's page, where the member can pay or confirm it. */
    pendingInvoiceUrl: text(),
    /** The bank asks the member to confirm the payment (3-D Secure), rather than a decline. */
    pendingNeedsAction: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_customer_idx').on(t.provider, t.providerCustomerId),
    uniqueIndex('subscriptions_provider_subscription_idx').on(t.provider, t.providerSubscriptionId),
    check(
      'subscriptions_past_due_grace',
      sql`${t.status} <> 'past_due' or ${t.graceUntil} is not null`,
    ),
  ],
);

/**
 * Stripe events already handled (decision 035): the key makes a replayed
 * or re-sent event a no-op, written in the same transaction as its effect.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  /** When Stripe made the event. */
  createdAt: timestamp({ withTimezone: true }).notNull(),
  processedAt: createdAt(),
});

/**
 * A member asking an admin for a plan (self-hosted mode). At most one open
 * per member, kept by the partial unique index, so parallel requests make one.
 */
export const planRequests = pgTable(
  'plan_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text()
      .notNull()
      .references(() => plans.id),
    note: text().notNull().default(''),
    status: planRequestStatus().notNull().default('open'),
    decidedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plan_requests_one_open_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('plan_requests_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Only the SHA-256 of a session token is stored; the token itself never is. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
    /** Names the session in "Where you're signed in" (decision 047): never the token or its hash. */
    publicId: uuid().notNull().defaultRandom(),
    /** The address group (rate-limit/address-group.ts) it was started from. */
    addressGroup: text(),
    /** Moved forward at most every few minutes (resolve-actor.ts), so reads stay cheap. */
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    uniqueIndex('sessions_public_id_idx').on(t.publicId),
  ],
);

/**
 * The address groups an account has signed in from (decision 047): a
 * sign-in from a group not listed here, by an account that has one listed,
 * mails a security notice. Written under the account's row lock.
 */
export const signInGroups = pgTable(
  'sign_in_groups',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressGroup: text().notNull(),
    firstSeenAt: createdAt(),
    /** Moved on each sign-in from the group; the maintenance sweep forgets groups long unused. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.addressGroup] }),
    index('sign_in_groups_last_seen_idx').on(t.lastSeenAt),
  ],
);

export const prompts = pgTable(
  'prompts',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    /** The user prompt, with {variables}. */
    description: text().notNull(),
    systemPrompt: text().notNull().default(''),
    tools: text().notNull().default(''),
    categories: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The first category, shown where a list has room for one. */
    category: text().notNull(),
    model: text().notNull(),
    variables: jsonb().$type<PromptVariable[]>().notNull().default([]),
    isImagePrompt: boolean().notNull().default(false),
    isChained: boolean().notNull().default(false),
    chainedPrompts: jsonb().$type<ChainedPrompt[]>().notNull().default([]),
    executionType: executionType().notNull().default('independent'),
    /** Temperature, top-p, maximum output tokens, image size and count; {} is none (decision 054). */
    settings: jsonb().$type<ModelSettings>().notNull().default({}),
    status: promptStatus().notNull().default('pending'),
    /** The moderator's words when rejecting or disabling; the author reads them. */
    statusReason: text(),
    /** When a moderator last changed the status (null: never reviewed). */
    statusChangedAt: timestamp({ withTimezone: true }),
    usageCount: integer().notNull().default(0),
    upvotes: integer().notNull().default(0),
    saveCount: integer().notNull().default(0),
    /** The number of the version these columns hold (decision 043). */
    liveVersion: integer().notNull().default(1),
    /**
     * The highest version number handed out: a new version takes
     * lastVersion + 1 in the one UPDATE that raises it, so parallel edits
     * never share a number.
     */
    lastVersion: integer().notNull().default(1),
    /** Null when the creator is unknown (shown as Anonymous). */
    createdById: uuid().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    // Same directions as the lists' ORDER BY (newest first, then id, both
    // DESC, which Postgres sorts NULLS FIRST), so a page is a short index
    // walk instead of a sort of every approved prompt. Drizzle's plain
    // .desc() writes NULLS LAST, which such an ORDER BY cannot use.
    index('prompts_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('prompts_status_model_created_idx').on(
      t.status,
      t.model,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The admin's list of every status, newest first; with a category or
    // title filter it is walked until a page of matches is found.
    index('prompts_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin's model filter across statuses: a short walk for the page, and
    // a small bitmap to intersect with the category for the count.
    index('prompts_model_created_idx').on(
      t.model,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Trending and the library's Most used / Most liked: ties newest first.
    index('prompts_status_usage_idx').on(
      t.status,
      t.usageCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('prompts_status_upvotes_idx').on(
      t.status,
      t.upvotes.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('prompts_creator_idx').on(t.createdById, t.createdAt.desc()),
    // The category filter of the library's browsing and of the admin's list
    // (categories @> {...}); searches filter prompt_search instead.
    index('prompts_categories_idx').using('gin', t.categories),
    // The admin's title search (ILIKE '%...%', every status) through trigrams.
    index('prompts_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/**
 * The submissions ledger (decision 049): one row each time a prompt of a
 * member enters review (a new public submission, or a private prompt sent
 * to review). A plan's monthly submissions count these rows, inserted in
 * the transaction that moves the prompt and counted under the member's
 * row lock, so private prompts never use a submission and deleting a
 * prompt never gives one back.
 */
export const submissionEntries = pgTable(
  'submission_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the prompt is deleted: the entry still counts. */
    promptId: uuid().references(() => prompts.id, { onDelete: 'set null' }),
    enteredAt: createdAt(),
  },
  (t) => [index('submission_entries_user_entered_idx').on(t.userId, t.enteredAt)],
);

/**
 * What a member imported, by a fingerprint of each prompt's content
 * (decision 055): an import of the same row again is skipped, not
 * duplicated. The row goes with the prompt, so a prompt deleted since can
 * be imported again.
 */
export const promptImports = pgTable(
  'prompt_imports',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the title, text, system prompt and chain (prompt-fingerprint.ts). */
    fingerprint: text().notNull(),
    promptId: uuid()
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.fingerprint] }),
    index('prompt_imports_prompt_idx').on(t.promptId),
  ],
);

/**
 * Every saved content of a prompt, numbered from 1 (decision 043). The
 * prompt row holds the live version's content, which every reader serves;
 * a pending version (an owner's edit of an approved prompt) lives only
 * here until a moderator approves it. At most one version of a prompt is
 * live and at most one pending, kept by partial unique indexes.
 */
export const promptVersions = pgTable(
  'prompt_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    promptId: uuid()
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    status: promptVersionStatus().notNull(),
    /** initial, edit or restore (shared/prompt-version-fields.ts). */
    kind: text().notNull().default('edit'),
    /** Null when the author's account is gone, or for versions the migration recorded. */
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    changeNote: text().notNull().default(''),
    content: jsonb().$type<PromptVersionContent>().notNull(),
    /** The moderator's words when rejecting; the owner reads them. */
    reviewReason: text(),
    reviewedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('prompt_versions_number_idx').on(t.promptId, t.number),
    uniqueIndex('prompt_versions_one_live_idx')
      .on(t.promptId)
      .where(sql`${t.status} = 'live'`),
    uniqueIndex('prompt_versions_one_pending_idx')
      .on(t.promptId)
      .where(sql`${t.status} = 'pending'`),
    // The admin's queue of pending versions, oldest first.
    index('prompt_versions_pending_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('prompt_versions_author_idx').on(t.authorId),
  ],
);

/**
 * A member's proposed change to someone else's approved prompt (issue 28,
 * decision 050): the whole proposed content, as a version holds it, and the
 * reason; the owner's (or an admin's) decision with its note, and the
 * version an accepted request became. One open request per member and
 * prompt (the partial unique index).
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    promptId: uuid()
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    proposerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: jsonb().$type<PromptVersionContent>().notNull(),
    reason: text().notNull(),
    /** The live version's number when it was proposed. */
    baseVersion: integer().notNull(),
    status: changeRequestStatus().notNull().default('open'),
    decisionNote: text(),
    decidedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    /** The version an accepted request became. */
    resultingVersion: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('change_requests_one_open_idx')
      .on(t.promptId, t.proposerId)
      .where(sql`${t.status} = 'open'`),
    // The proposer's outgoing list and daily count, newest first.
    index('change_requests_proposer_created_idx').on(t.proposerId, t.createdAt.desc()),
    index('change_requests_prompt_created_idx').on(t.promptId, t.createdAt.desc()),
  ],
);

/**
 * A fork's lineage (issue 28 item 6, decision 053): one row per prompt made
 * by forking, beside the prompt rather than in it, so prompts keeps no
 * foreign key to itself (the export writes parents first). The original's
 * id is set null when it is deleted; its title and author's name as they
 * were when forked stay, so the fork can still say where it came from.
 * The original's fork count is counted from here, never stored.
 */
export const promptForks = pgTable(
  'prompt_forks',
  {
    forkId: uuid()
      .primaryKey()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    originalId: uuid().references(() => prompts.id, { onDelete: 'set null' }),
    originalTitle: text().notNull(),
    /** Null when the original had no known author (a sample). */
    originalAuthorName: text(),
    /** The original's live version the fork copied. */
    originalVersion: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('prompt_forks_original_idx').on(t.originalId)],
);

/**
 * What the library searches, one narrow row per approved prompt (decisions
 * 017 and 025): the title and the whole searched text (title, description,
 * categories, model, system prompt, chain steps), lower-cased, its words,
 * and the filters' columns. Kept apart from prompts so a search reads small
 * rows, and maintained only by triggers on prompts
 * (drizzle/0013_search-in-postgres.sql). The index over `words` is made by
 * that migration: RUM ordered by created_at when the database has the rum
 * extension, plain GIN otherwise.
 */
export const promptSearch = pgTable(
  'prompt_search',
  {
    promptId: uuid()
      .primaryKey()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    model: text().notNull(),
    categories: text().array().notNull(),
    title: text().notNull(),
    document: text().notNull(),
    /**
     * The document's words (runs of letters, digits and _) and one lexeme
     * per filter ('=m=' and the model, '=c=' and each category), so a
     * search and its filters are one index condition.
     */
    words: tsvector().notNull(),
  },
  (t) => [
    index('prompt_search_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.promptId.desc().nullsFirst(),
    ),
    index('prompt_search_model_created_idx').on(
      t.model,
      t.createdAt.desc().nullsFirst(),
      t.promptId.desc().nullsFirst(),
    ),
  ],
);

/**
 * Every word the searched documents hold, from three characters: a typed
 * term expands to the words containing it through the trigram index (a
 * lookup over the vocabulary, not over the library). Words only join; one
 * whose prompts are gone expands a term to nothing more.
 */
export const searchVocabulary = pgTable('search_vocabulary', { word: text().primaryKey() }, (t) => [
  index('search_vocabulary_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * Every word of the public library's searched text, for spelling
 * suggestions: a search that finds nothing looks here for the nearest words
 * (trigram distance through the GiST index). Filled by the same triggers; a
 * word whose prompts are gone stays, which at worst suggests a spelling
 * that is then not used because it finds nothing either.
 */
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
]);

/**
 * One row: a number that moves whenever the public library's listing could
 * change (an approved prompt appears, disappears, or changes a searched or
 * filtered column). Triggers on prompts bump it (see
 * drizzle/0004_library-version-triggers.sql); the library's result cache
 * keys its entries on it, so every app instance sees a change at once.
 */
export const libraryState = pgTable(
  'library_state',
  {
    id: integer().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('library_state_single_row', sql`${t.id} = 1`)],
);

/**
 * The library's change feed (GET /api/prompts?updatedSince=, decision 042):
 * one row per prompt that was ever listed publicly, saying whether it is
 * listed now and when that last changed. Written only by the trigger on
 * prompts (drizzle/0023_library-change-trigger.sql), which stamps each change
 * after taking library_state's row lock, so a reader holding that lock in
 * share mode sees every change stamped before its read and none after.
 * A removed prompt keeps its row (listed false) so integrators learn of it.
 */
export const libraryChanges = pgTable(
  'library_changes',
  {
    promptId: uuid().primaryKey(),
    listed: boolean().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('library_changes_feed_idx').on(t.changedAt, t.promptId)],
);

/**
 * Uploaded files. A file belongs to its uploader until a submitted prompt
 * claims it; deleting either removes the row (the service removes the bytes).
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    promptId: uuid().references(() => prompts.id, { onDelete: 'cascade' }),
    ownerId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text().notNull(),
    fileName: text().notNull(),
    fileType: text().notNull(),
    fileSize: integer().notNull(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attachments_storage_key_idx').on(t.storageKey),
    index('attachments_prompt_idx').on(t.promptId, t.position),
    index('attachments_owner_idx').on(t.ownerId),
  ],
);

/** A person's like or save of a prompt: one row each, counters kept on the prompt. */
function promptReactionTable<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      userId: uuid()
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      promptId: uuid()
        .notNull()
        .references(() => prompts.id, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.promptId] }),
      index(`${name}_prompt_idx`).on(t.promptId),
    ],
  );
}

export const promptLikes = promptReactionTable('prompt_likes');
/**
 * A member's saves. `seenVersion` is the prompt's live version when the
 * member saved it or last opened its page (issue 28 item 3): a larger live
 * version says the prompt changed since. Null only for a save whose prompt
 * had no version to name (none today; the migration filled every row).
 */
export const promptSaves = pgTable(
  'prompt_saves',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promptId: uuid()
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    seenVersion: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.promptId] }),
    index('prompt_saves_prompt_idx').on(t.promptId),
  ],
);

/**
 * Who used which prompt on which day: Try This counts at most one use per
 * visitor, prompt and day. A visitor is a user id, or for anonymous callers
 * a keyed hash of their address (never the address itself). Rows older than
 * a few days carry no meaning and are pruned.
 */
export const promptUses = pgTable(
  'prompt_uses',
  {
    promptId: uuid()
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    visitorKey: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.promptId, t.visitorKey, t.day] }),
    index('prompt_uses_day_idx').on(t.day),
  ],
);

/**
 * Where a generation run is. A run is charged against its quota from the
 * moment it is admitted (running) unless it then fails at the provider.
 */
export const generationStatus = pgEnum('generation_status', [
  'running',
  'succeeded',
  'stopped',
  'failed',
]);

/**
 * One row per model call of the playground (a chain makes one per step):
 * what the quotas count and the admin's figures read. Deleting a member
 * deletes their rows (and the images they generated, see imageKey).
 */
export const generationUsage = pgTable(
  'generation_usage',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** For anonymous runs: a hash of the client address (never the address). */
    clientKey: text(),
    promptId: uuid().references(() => prompts.id, { onDelete: 'set null' }),
    model: text().notNull(),
    kind: text().notNull(),
    status: generationStatus().notNull().default('running'),
    inputTokens: integer(),
    outputTokens: integer(),
    durationMs: integer(),
    /** The AppError code of a failed run (provider failure, timeout...). */
    errorCode: text(),
    /** Storage key of a generated image, removed with its member. */
    imageKey: text(),
    createdAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('generation_usage_user_idx').on(t.userId, t.createdAt),
    index('generation_usage_client_idx').on(t.clientKey, t.createdAt),
  ],
);

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc()),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * One-time links that make the first admin of a hub that has none
 * (decision 031). Only the token's SHA-256 is stored, as for sessions, and
 * any instance on the database accepts a link another printed.
 */
export const setupTokens = pgTable('setup_tokens', {
  tokenHash: text().primaryKey(),
  createdAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  /** Set once, by the claim that made its account an admin. */
  usedAt: timestamp({ withTimezone: true }),
  usedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
});

export const apiKeyScope = pgEnum('api_key_scope', ['read', 'write', 'generate']);

/**
 * A member's API keys (decision 034). The key itself is shown once and
 * never stored: `prefix` ("ph_" and a public id) finds the row, and only
 * the SHA-256 of the secret part is kept to compare against.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    prefix: text().notNull(),
    secretHash: text().notNull(),
    scopes: apiKeyScope().array().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_prefix_idx').on(t.prefix),
    index('api_keys_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Requests made with a member's API keys, per calendar month (UTC): one
 * row per member and month, raised by a single conditional upsert so
 * parallel calls at the limit admit exactly as many as the plan allows.
 */
export const apiCallCounts = pgTable(
  'api_call_counts',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first day of the month counted. */
    month: date({ mode: 'string' }).notNull(),
    calls: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

export const outboxStatus = pgEnum('outbox_status', ['pending', 'sending', 'delivered', 'failed']);

/**
 * Work that leaves the process after a change commits (decision 037): one
 * row per message (a webhook delivery; mail later), inserted in the
 * transaction of the change that caused it and sent by the outbox worker
 * of any instance. A worker claims due rows with FOR UPDATE SKIP LOCKED and
 * a lease (`nextAttemptAt` moves past the attempt's timeout), so several
 * instances never send one row at once and a crashed one's claim expires.
 * `kind` names the handler ('webhook'; 'mail' for issue 27) and `target`
 * what it goes to (a webhook endpoint's id; an address).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    target: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: outboxStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last attempt's answer: HTTP status (webhooks), a short body, or why it failed. */
    lastStatusCode: integer(),
    lastResponse: text(),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The worker's claim reads only rows still to send, oldest due first.
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('outbox_target_idx').on(t.kind, t.target, t.createdAt.desc()),
  ],
);

/**
 * Endpoints admins registered to hear events (decision 037). The secret
 * signs every delivery; it is kept as given, because signing needs it.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid().primaryKey().defaultRandom(),
  url: text().notNull(),
  events: text().array().notNull(),
  secret: text().notNull(),
  enabled: boolean().notNull().default(true),
  createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const accountTokenPurpose = pgEnum('account_token_purpose', [
  'password-reset',
  'email-verify',
]);

/**
 * Links mailed to (or, for a reset, made by an admin for) one account
 * (decision 040): a password reset lives 1 hour, an address verification
 * 24 hours. As for sessions, only the token's SHA-256 is stored, and using
 * one is a single conditional update, so a link works once even when it is
 * opened twice at the same moment.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurpose().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose, t.createdAt),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Idempotency-Key claims of the REST door (decision 042): one row per
 * caller and key, inserted before the handler runs (the claim, `statusCode`
 * null) and completed with the answer it gave, so a retry with the same key
 * and body gets that answer again from any instance. `requestHash` is the
 * SHA-256 of the route and the parsed body. A route whose answer holds a
 * secret keeps no body (`responseBody` null). Rows older than a day are
 * removed by the maintenance sweep.
 */
export const idempotencyClaims = pgTable(
  'idempotency_claims',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    /** Who holds the claim: a claim abandoned by a crashed instance is taken over with a new id. */
    claimId: uuid().notNull().defaultRandom(),
    requestHash: text().notNull(),
    statusCode: integer(),
    responseBody: text(),
    location: text(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.idempotencyKey] }),
    index('idempotency_claims_created_idx').on(t.createdAt),
  ],
);

/** Who may open a collection (decision 044): anyone (listed), anyone with the link, the owner. */
export const collectionVisibility = pgEnum('collection_visibility', [
  'public',
  'unlisted',
  'private',
]);

/**
 * A member's named list of prompts (issue 29, decision 044). Each member
 * has one default collection, "Saved" (isDefault): private, renamable, never
 * deleted, whose prompts are the member's rows in prompt_saves rather than
 * collection_items, so the save toggle and the saved list keep reading and
 * writing exactly what they did. `saveCount` equals the collection's rows
 * in collection_saves: every change to them locks the collection's row.
 */
export const collections = pgTable(
  'collections',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    visibility: collectionVisibility().notNull().default('private'),
    isDefault: boolean().notNull().default(false),
    saveCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('collections_owner_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('collections_one_default_idx')
      .on(t.ownerId)
      .where(sql`${t.isDefault}`),
    // The sitemap walks public collections in id order.
    index('collections_public_idx')
      .on(t.id)
      .where(sql`${t.visibility} = 'public'`),
    check('collections_default_private', sql`not ${t.isDefault} or ${t.visibility} = 'private'`),
  ],
);

/**
 * The prompts of a collection other than "Saved", in order: positions run
 * 0..n-1 without gaps, kept so by every change locking the collection's row.
 */
export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: uuid()
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    promptId: uuid()
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.promptId] }),
    index('collection_items_order_idx').on(t.collectionId, t.position),
    index('collection_items_prompt_idx').on(t.promptId),
  ],
);

/** A member keeping someone else's public or unlisted collection (the Save-collection toggle). */
export const collectionSaves = pgTable(
  'collection_saves',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionId: uuid()
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.collectionId] }),
    index('collection_saves_collection_idx').on(t.collectionId),
  ],
);

/**
 * What happened to a member's things (issue 27, decision 045), newest first
 * in their list. The prompt's title is kept as it was, so the entry still
 * reads right after a rename or a deletion. `kind` is text, one of
 * shared/notification-kinds.ts, so a new kind needs no migration.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    promptId: uuid().references(() => prompts.id, { onDelete: 'set null' }),
    promptTitle: text(),
    reason: text(),
    /** What a notice names besides a prompt: a plan, an API key's name, a device and network. */
    subject: text(),
    /** When a payment's grace or a trial ends, as it stood when the notice was written. */
    endsAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's count reads only the unread ones.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A member's choice to mail a kind or not; a kind without a row follows its default. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    email: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * One-click unsubscribe links (RFC 8058), one per mail sent, made when it
 * is sent; only the SHA-256 is kept, as for account links. Single use; they
 * do not expire, since an old mail's link should still work.
 */
export const unsubscribeTokens = pgTable(
  'unsubscribe_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    createdAt: createdAt(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('unsubscribe_tokens_user_idx').on(t.userId),
    // The maintenance sweep finds old tokens by age.
    index('unsubscribe_tokens_created_idx').on(t.createdAt),
  ],
);
