/**
 * Generated from /api/openapi.json by `npm run openapi:types` (scripts/api-types.ts).
 * Do not edit: `npm run lint:openapi` fails when this differs from the document.
 */
export interface paths {
  '/api/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The process is alive */
    get: operations['getLiveness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The database (and Redis, when configured) answers, and no stop is under way */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Browse and search approved prompts (of one collection), or what changed since a cursor */
    get: operations['listPrompts'];
    put?: never;
    /**
     * Submit a prompt for review, or keep it private
     * @description Files are uploaded first with POST /upload/single and named here by their fileUrl. visibility "private" keeps the prompt to its owner (status private, never reviewed or listed) and uses one of the plan's private prompts (409 past them) instead of a monthly submission.
     */
    post: operations['createPrompt'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/trending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Most used approved prompts */
    get: operations['listTrendingPrompts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One prompt (approved, or your own, or any for an admin) */
    get: operations['getPrompt'];
    /**
     * Edit a prompt (its owner or an admin); every edit is its next version
     * @description An owner's edit of an approved prompt makes a pending version: the prompt stays approved and serves its live version until a moderator decides. An admin's edit is live at once. An owner's edit of a prompt not approved is written in place and returns it to review. An edit of a private prompt is live at once and it stays private. visibility changes who sees it (the owner only; 403 to an admin): "private" takes it out of the library at once (409 past the plan's private prompts, or for a disabled prompt), "public" sends a private prompt to review (429 past the plan's submissions). Without visibility it keeps its own.
     */
    put: operations['updatePrompt'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/{id}/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Record a use of an approved prompt (once a day per visitor) */
    put: operations['recordPromptUsage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/{id}/fork': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Fork an approved prompt into a new prompt of your own, sent to review
     * @description Copies the live version (never a pending edit; files stay with the original) into a new pending prompt owned by the caller, with `forkedFrom` set; it uses one of the month's submissions (429 past the plan's). A prompt the caller cannot see is 404; one they can see that is not approved is 409. Forking your own prompt is allowed.
     */
    post: operations['forkPrompt'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/{id}/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a private prompt to review (its owner)
     * @description The prompt becomes pending and uses one of the month's submissions (429 past the plan's). A prompt that is not private is 409; an admin who is not the owner hears 403.
     */
    post: operations['submitPrivatePrompt'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/prompts/private': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make a selection of your own prompts private, all or none
     * @description Each of 1 to 100 prompt ids must be your own: one you may not see is 404, someone else's you may see 403 (admins too), a disabled one or one past the plan's private prompts 409; then none changes. Prompts already private stay so.
     */
    post: operations['makeMyPromptsPrivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/{id}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A prompt's versions, newest first
     * @description Whoever may see the prompt sees its live version and earlier ones a moderator approved; the owner and admins see every version (pending, rejected, superseded, withdrawn).
     */
    get: operations['listPromptVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/{id}/versions/{n}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One version of a prompt, with its full content */
    get: operations['getPromptVersion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/{id}/versions/{a}/diff/{b}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What changed from version a to version b, field by field */
    get: operations['diffPromptVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/{id}/versions/{n}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make an earlier version the next one ("restored from vN")
     * @description Saved like an edit: pending when an owner restores an approved prompt. Files the prompt no longer has are left out. Restoring the live or the pending version is 409.
     */
    post: operations['restorePromptVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/{id}/versions/{n}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take back the version waiting for review (its owner or an admin)
     * @description The live version is untouched. A version not pending is 409.
     */
    post: operations['withdrawPromptVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/{id}/upvote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Toggle the signed-in member's like */
    put: operations['togglePromptLike'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/{id}/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Toggle the signed-in member's save */
    put: operations['togglePromptSave'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/{id}/seen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Record that the member has seen a saved prompt's live version
     * @description A saved prompt's seenVersion becomes its live version now, so it no longer says it has a new version; the web app sends this when the member opens the prompt's page. A prompt the member has not saved is left as it is (saved false).
     */
    put: operations['markSavedPromptSeen'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A prompt's change requests, open ones first
     * @description Its owner and admins see every request; anyone else signed in sees their own. Open requests carry their diff against the live version.
     */
    get: operations['listPromptChanges'];
    put?: never;
    /**
     * Propose a change to someone else's approved prompt, with a reason
     * @description `changes` is the whole edited form, as PUT /prompts/:id takes it (start from the live version); it may keep or remove the prompt's files, not add new ones. Your own prompt is 403; a second open request for the same prompt is 409; past 10 requests in 24 hours, 429.
     */
    post: operations['proposePromptChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/{id}/changes/{cid}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept a change request (the owner or an admin): it becomes the next version
     * @description An owner's acceptance makes a pending version, reviewed like their own edit (it replaces any pending one, which becomes superseded); an admin's is live at once. A request not open is 409.
     */
    post: operations['acceptPromptChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/{id}/changes/{cid}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline a change request (the owner or an admin), with an optional note
     * @description The proposer sees the note. A request not open is 409.
     */
    post: operations['declinePromptChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/{id}/changes/{cid}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take back your own open change request
     * @description Only its proposer; someone else's request is 404, one not open is 409.
     */
    post: operations['withdrawPromptChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/change-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in member's change requests: to their prompts, or their own
     * @description `box=incoming` (default): requests to your prompts; `box=outgoing`: the ones you sent. Open ones first, then the newest, at most 100.
     */
    get: operations['listMyChangeRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/collections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make a collection (409 past the number a member may have) */
    post: operations['createCollection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/collections/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A collection and its prompts (public or unlisted: anyone; private: the owner and admins)
     * @description Others than the owner see its approved prompts only.
     */
    get: operations['getCollection'];
    /**
     * Rename, describe or change who may open a collection (its owner)
     * @description The Saved collection may be renamed but stays private.
     */
    put: operations['updateCollection'];
    post?: never;
    /** Delete a collection (its owner; never the Saved collection) */
    delete: operations['deleteCollection'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/collections/{id}/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a prompt you may see to your collection (again: no change)
     * @description Adding to the Saved collection saves the prompt.
     */
    post: operations['addCollectionItem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/collections/{id}/items/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add several prompts you may see to your collection, all or none
     * @description A selection of 1 to 100 prompt ids, added after the last prompt in the order given; those already in it stay where they are. One prompt you may not see (404) or too many for the collection (409) adds none. Adding to the Saved collection saves each prompt.
     */
    post: operations['addCollectionItems'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/collections/{id}/items/{promptId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Take a prompt out of your collection */
    delete: operations['removeCollectionItem'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/collections/{id}/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put your collection's prompts in this order (all of them, each once) */
    put: operations['reorderCollection'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/collections/{id}/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Toggle the signed-in member's save of someone's public or unlisted collection */
    put: operations['toggleCollectionSave'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/collections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your collections (Saved first) and the ones of others you saved */
    get: operations['listMyCollections'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/prompts/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export my prompts, or a collection I can see, as JSON or CSV
     * @description Without collection: every prompt the caller made, whatever its status. With it: the collection's prompts the caller may see, in its order (404 for a collection they may not see).
     */
    get: operations['exportMyPrompts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/prompts/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import prompts from a file as private prompts (preview with dryRun=true)
     * @description One file (field "file"), up to 10 MB and 1,000 prompts: a Prompt Hub JSON export, a CSV in prompts.chat's layout (act, prompt, for_devs, type, contributor, optionally our columns after them), or a Langfuse prompt export (a JSON list of prompt versions). With dryRun=true: the preview, every row with what would happen to it and its problems; nothing is written. Otherwise every new row is imported in one transaction, or, when any row has an error, nothing is and the answer names the rows (400; 409 when only the plan’s room for private prompts stands in the way). A row whose title, text, system prompt and chain this member already imported is skipped and counted in skipped. Each imported prompt is private and counts against the plan's private prompts; none uses a monthly submission.
     */
    post: operations['importMyPrompts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/prompts/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export the whole library (or one status) as JSON or CSV, streamed */
    get: operations['exportLibrary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/prompts/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import prompts into the review queue or the library (preview with dryRun=true)
     * @description One file (field "file"), up to 10 MB and 1,000 prompts: a Prompt Hub JSON export, a CSV in prompts.chat's layout (act, prompt, for_devs, type, contributor, optionally our columns after them), or a Langfuse prompt export (a JSON list of prompt versions). With dryRun=true: the preview, every row with what would happen to it and its problems; nothing is written. Otherwise every new row is imported in one transaction, or, when any row has an error, nothing is and the answer names the rows (400; 409 when only the plan’s room for private prompts stands in the way). A row whose title, text, system prompt and chain this member already imported is skipped and counted in skipped. as=pending puts them in the review queue, as=approved straight into the library; each imported prompt is in the audit log.
     */
    post: operations['importLibraryPrompts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account with email and password */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with email and password */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: operations['getCurrentUser'];
    /** Change name, avatar (data URL) or password */
    put: operations['updateCurrentUser'];
    post?: never;
    /** Delete the account and everything it owns */
    delete: operations['deleteCurrentUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/avatar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a profile picture (multipart, field "file"; PNG, JPEG, WebP or GIF up to 2 MB) */
    post: operations['uploadAvatar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/prompts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Prompts the user saved, and prompts they created (every status) */
    get: operations['listMyPrompts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plans, and how this hub hands them out */
    get: operations['listPlans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/subscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Switch to a plan: Free always; a paid plan through Stripe Checkout in Stripe mode ({ checkoutUrl }), at once where plans are self-serve, else 403 (ask an admin) */
    post: operations['subscribeToPlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/plan-request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask the admins for a paid plan (one open request at a time: 409 while one is) */
    post: operations['requestPlan'];
    /** Withdraw my open plan request (404 when there is none) */
    delete: operations['withdrawPlanRequest'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/password/forgot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a one-hour password reset link; answers 202 whether or not the address has an account */
    post: operations['forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/password/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset link's token; ends every session and signs in (403 if disabled) */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/email/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm an address with a verification link's token (single use, 24 hours); 400 for a used, expired or unknown one */
    post: operations['verifyEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/email/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail the signed-in member a new verification link (3 an hour); 409 when verified already or the hub sends no mail */
    post: operations['resendVerificationEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in member's notifications, newest first, with the unread count */
    get: operations['listNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/notifications/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Mark the given notifications read (all when ids is absent); ids that are not the caller's are ignored */
    put: operations['markNotificationsRead'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/notification-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which kinds of notification are also mailed */
    get: operations['getNotificationSettings'];
    /** Choose, per kind, whether it is mailed; kinds left out keep their setting */
    put: operations['updateNotificationSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn off the mail a link's token names, without signing in; also RFC 8058's one-click POST (token in the query). 400 for a used or unknown token */
    post: operations['unsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where you're signed in: your sessions, this one first, by public id (never a token) */
    get: operations['listMySessions'];
    put?: never;
    post?: never;
    /** Sign out everywhere else: every session of yours but the one making this request */
    delete: operations['endMyOtherSessions'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Sign out one of your sessions by its public id; 404 for an id that is not yours */
    delete: operations['endMySession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/email/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail your address again after the mail server refused it for good (3 an hour); 409 when mail to it is not stopped */
    post: operations['retryRefusedEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/portal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stripe mode: a Customer Portal session (cards, invoices, cancelling, a smaller plan); 404 when Stripe isn't set up */
    post: operations['openBillingPortal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/stripe/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stripe's events, signed (Stripe-Signature); 400 on a missing, forged or stale signature; each event handled once */
    post: operations['receiveStripeWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/prompts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every prompt, in any status (the pending queue oldest first) */
    get: operations['adminListPrompts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/prompts/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Approve, reject, disable or enable a prompt
     * @description pending → approved or rejected; approved → disabled; disabled → approved. Any other move is 409. The reason of a rejection or disabling is shown to the author.
     */
    put: operations['adminSetPromptStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/prompts/{id}/versions/{n}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Approve or reject a pending version of a prompt
     * @description Approving makes the version live at once (the library, the page and search serve it); rejecting keeps the live one, and the owner reads the reason. A version not pending is 409.
     */
    put: operations['adminDecidePromptVersion'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/prompts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a prompt with its files, likes and saves */
    delete: operations['adminDeletePrompt'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Members, newest first, filtered by role, status and name or email */
    get: operations['adminListUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a member's role (409 when it would leave no active admin) */
    put: operations['adminSetUserRole'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Enable or disable an account; its sessions are refused (403) while disabled, ended on enabling */
    put: operations['adminSetUserStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/reset-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make a one-hour password reset link for a member, shown once (409 when the hub sends mail) */
    post: operations['adminMakeResetLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete an account with its prompts, files, likes, saves and sessions */
    delete: operations['adminDeleteUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set a member's plan, active at once (audit-logged with the reason); answers any open plan request */
    put: operations['adminSetUserPlan'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/plan-request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Decline a member's open plan request (404 when there is none) */
    delete: operations['adminDeclinePlanRequest'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your API keys that are not revoked (never the keys themselves) */
    get: operations['listMyApiKeys'];
    put?: never;
    /** Create an API key (the key is in this answer only); needs a session */
    post: operations['createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke one of your API keys; it stops working at once */
    delete: operations['revokeApiKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every member's API keys, revoked ones included, newest first (up to 500) */
    get: operations['adminListApiKeys'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke any member's API key */
    delete: operations['adminRevokeApiKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every webhook endpoint, newest first (never their secrets) */
    get: operations['adminListWebhooks'];
    put?: never;
    /**
     * Register a webhook endpoint (the secret is in this answer only)
     * @description Refused (400) when the URL is, or resolves to, a loopback, link-local or private address, unless the server sets WEBHOOKS_ALLOW_PRIVATE=true. The events each delivery may carry are in the `webhooks` section.
     */
    post: operations['adminCreateWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change an endpoint: its URL, events, secret, or whether it is enabled */
    put: operations['adminUpdateWebhook'];
    post?: never;
    /** Delete an endpoint and its delivery log; waiting deliveries are not sent */
    delete: operations['adminDeleteWebhook'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An endpoint's latest deliveries (100), newest first, with the receiver's answer */
    get: operations['adminListWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue a webhook.test event to this endpoint (sent within moments) */
    post: operations['adminSendWebhookTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/upload/single': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a file to attach to a prompt (multipart, field "file")
     * @description Up to 10 MB: images (PNG, JPEG, GIF, WebP, AVIF), PDF, Word (DOC, DOCX), TXT, CSV, JSON or Markdown. The type is read from the file itself; images are re-encoded without their metadata. Name the returned fileUrl in a prompt's attachments within 24 hours, or the file is removed. At most 20 files may wait for a prompt at once.
     */
    post: operations['uploadFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/models': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The playground models and whether this server can run each */
    get: operations['listModels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prompts/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Run a prompt on a model
     * @description JSON { prompt, systemPrompt, variables, model, isImagePrompt, chainedPrompts, executionType }, or multipart with those fields (variables and chainedPrompts as JSON text) and an optional "image" file sent to vision models. Or, instead of the texts, { promptId, version?, variables, model? }: runs that stored prompt and its chain (as GET /api/prompts/:id shows it, or with version as GET /api/prompts/:id/versions/:n shows that version) with these variables, the prompt's defaults for any left out, on its own model unless model names another; a prompt or version the caller may not see is 404. Send "Accept: application/x-ndjson" to receive the answer as it is written, one JSON event per line ({"type":"progress"} while the provider is still working). A run that fails once started answers 502 (504 on a timeout, 503 when the provider limits requests) with charged (the runs charged: steps that finished before the failure; the failed step is free) and steps (those finished steps).
     */
    post: operations['generate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/google/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Start Google sign-in (302 to the provider) */
    get: operations['startGoogleSignIn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/google/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where the provider sends the browser back */
    get: operations['finishGoogleSignIn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/google': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with a Google ID token */
    post: operations['signInWithGoogleToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End this session */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'prompt.submitted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A prompt was submitted for review (pending)
     * @description POSTed as JSON to each enabled endpoint subscribed to this event. Answer 2xx within the timeout (10 s by default) to acknowledge; any other answer, a redirect included (none is followed), is retried for about 24 hours.
     */
    post: operations['webhookPromptSubmitted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'prompt.approved': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A moderator approved a prompt, or enabled a disabled one
     * @description POSTed as JSON to each enabled endpoint subscribed to this event. Answer 2xx within the timeout (10 s by default) to acknowledge; any other answer, a redirect included (none is followed), is retried for about 24 hours.
     */
    post: operations['webhookPromptApproved'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'prompt.rejected': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A moderator rejected a prompt (with the reason)
     * @description POSTed as JSON to each enabled endpoint subscribed to this event. Answer 2xx within the timeout (10 s by default) to acknowledge; any other answer, a redirect included (none is followed), is retried for about 24 hours.
     */
    post: operations['webhookPromptRejected'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'prompt.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A prompt was edited, or a moderator disabled it
     * @description POSTed as JSON to each enabled endpoint subscribed to this event. Answer 2xx within the timeout (10 s by default) to acknowledge; any other answer, a redirect included (none is followed), is retried for about 24 hours.
     */
    post: operations['webhookPromptUpdated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'prompt.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A prompt was deleted (by an admin, or with its author’s account)
     * @description POSTed as JSON to each enabled endpoint subscribed to this event. Answer 2xx within the timeout (10 s by default) to acknowledge; any other answer, a redirect included (none is followed), is retried for about 24 hours.
     */
    post: operations['webhookPromptDeleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'prompt.version.approved': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A moderator approved a new version of an approved prompt: it is live (`prompt` shows it)
     * @description POSTed as JSON to each enabled endpoint subscribed to this event. Answer 2xx within the timeout (10 s by default) to acknowledge; any other answer, a redirect included (none is followed), is retried for about 24 hours.
     */
    post: operations['webhookPromptVersionApproved'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'prompt.version.rejected': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A moderator rejected a new version of an approved prompt (with the reason); the live one stays
     * @description POSTed as JSON to each enabled endpoint subscribed to this event. Answer 2xx within the timeout (10 s by default) to acknowledge; any other answer, a redirect included (none is followed), is retried for about 24 hours.
     */
    post: operations['webhookPromptVersionRejected'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'change_request.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A member proposed a change to an approved prompt (`prompt` is the live one), with a reason
     * @description POSTed as JSON to each enabled endpoint subscribed to this event. Answer 2xx within the timeout (10 s by default) to acknowledge; any other answer, a redirect included (none is followed), is retried for about 24 hours.
     */
    post: operations['webhookChange_requestCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'change_request.decided': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The prompt’s owner or an admin accepted (it became the next version) or declined a change request
     * @description POSTed as JSON to each enabled endpoint subscribed to this event. Answer 2xx within the timeout (10 s by default) to acknowledge; any other answer, a redirect included (none is followed), is retried for about 24 hours.
     */
    post: operations['webhookChange_requestDecided'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'prompt.forked': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A member forked an approved prompt: `prompt` is the new copy (pending review), `forkedFrom` the original
     * @description POSTed as JSON to each enabled endpoint subscribed to this event. Answer 2xx within the timeout (10 s by default) to acknowledge; any other answer, a redirect included (none is followed), is retried for about 24 hours.
     */
    post: operations['webhookPromptForked'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'user.registered': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A new account was created (email and password, or a first Google sign-in)
     * @description POSTed as JSON to each enabled endpoint subscribed to this event. Answer 2xx within the timeout (10 s by default) to acknowledge; any other answer, a redirect included (none is followed), is retried for about 24 hours.
     */
    post: operations['webhookUserRegistered'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'webhook.test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sent by "Send test event" to one endpoint, whatever it subscribes to
     * @description POSTed as JSON to each enabled endpoint subscribed to this event. Answer 2xx within the timeout (10 s by default) to acknowledge; any other answer, a redirect included (none is followed), is retried for about 24 hours.
     */
    post: operations['webhookWebhookTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    PromptSubmissionInput: {
      title: string;
      description: string;
      /** @default  */
      systemprompt?: string;
      /** @default  */
      tools?: string;
      categories: string[];
      /** @enum {string} */
      model:
        | 'ChatGPT'
        | 'Claude'
        | 'Gemini'
        | 'Llama'
        | 'DALL-E'
        | 'Midjourney'
        | 'Stable Diffusion'
        | 'DeepFloyd'
        | 'GPT-4 Vision'
        | 'Gemini Pro Vision'
        | 'Other';
      /** @default [] */
      variables?: {
        name: string;
        defaultValue: string;
      }[];
      /** @default false */
      isImagePrompt?: boolean;
      /** @default false */
      isChained?: boolean;
      /** @default [] */
      chainedPrompts?: {
        /** @default  */
        title?: string;
        /** @default  */
        systemprompt?: string;
        description: string;
        /** @default  */
        tools?: string;
        /** @default [] */
        variables?: {
          name: string;
          defaultValue: string;
        }[];
      }[];
      /**
       * @default independent
       * @enum {string}
       */
      executionType?: 'independent' | 'dependent';
      /** @default [] */
      attachments?: {
        fileUrl: string;
        fileName?: string;
        fileType?: string;
        fileSize?: number;
      }[];
      /** @default {} */
      settings?: {
        temperature?: number;
        topP?: number;
        maxOutputTokens?: number;
        imageSize?: string;
        imageCount?: number;
      };
      changeNote?: string;
      /** @enum {string} */
      visibility?: 'public' | 'private';
    };
    TextRunInput: {
      prompt: string;
      /** @default  */
      systemPrompt?: string;
      /** @default {} */
      variables?: {
        [key: string]: string;
      };
      /** @enum {string} */
      model:
        | 'ChatGPT'
        | 'Claude'
        | 'Gemini'
        | 'Llama'
        | 'DALL-E'
        | 'Midjourney'
        | 'Stable Diffusion'
        | 'DeepFloyd'
        | 'GPT-4 Vision'
        | 'Gemini Pro Vision'
        | 'Other';
      /** @default false */
      isImagePrompt?: boolean;
      /** @default [] */
      chainedPrompts?: {
        /** @default  */
        title?: string;
        prompt: string;
        /** @default  */
        systemPrompt?: string;
      }[];
      /**
       * @default independent
       * @enum {string}
       */
      executionType?: 'independent' | 'dependent';
      settings?: {
        temperature?: number;
        topP?: number;
        maxOutputTokens?: number;
        imageSize?: string;
        imageCount?: number;
      };
      version?: unknown;
    };
    StoredRunInput: {
      promptId: string;
      version?: number;
      /** @default {} */
      variables?: {
        [key: string]: string;
      };
      /** @enum {string} */
      model?:
        | 'ChatGPT'
        | 'Claude'
        | 'Gemini'
        | 'Llama'
        | 'DALL-E'
        | 'Midjourney'
        | 'Stable Diffusion'
        | 'DeepFloyd'
        | 'GPT-4 Vision'
        | 'Gemini Pro Vision'
        | 'Other';
      settings?: {
        temperature?: number;
        topP?: number;
        maxOutputTokens?: number;
        imageSize?: string;
        imageCount?: number;
      };
      prompt?: unknown;
      systemPrompt?: unknown;
      isImagePrompt?: unknown;
      chainedPrompts?: unknown;
      executionType?: unknown;
    };
    NewWebhookInput: {
      /** @description Where deliveries are POSTed (http or https) */
      url: string;
      events: (
        | 'prompt.submitted'
        | 'prompt.approved'
        | 'prompt.rejected'
        | 'prompt.updated'
        | 'prompt.deleted'
        | 'prompt.version.approved'
        | 'prompt.version.rejected'
        | 'change_request.created'
        | 'change_request.decided'
        | 'prompt.forked'
        | 'user.registered'
      )[];
      /** @description Signs every delivery (HMAC-SHA256); made by the server when absent */
      secret?: string;
    };
    WebhookChangesInput: {
      /** @description Where deliveries are POSTed (http or https) */
      url?: string;
      events?: (
        | 'prompt.submitted'
        | 'prompt.approved'
        | 'prompt.rejected'
        | 'prompt.updated'
        | 'prompt.deleted'
        | 'prompt.version.approved'
        | 'prompt.version.rejected'
        | 'change_request.created'
        | 'change_request.decided'
        | 'prompt.forked'
        | 'user.registered'
      )[];
      enabled?: boolean;
      /** @description A new signing secret, from the next delivery on */
      secret?: string;
    };
    /** @description The body of every error answer */
    Error: {
      /** @description A human-readable message */
      error: string;
      /** @description A stable machine-readable code, e.g. NOT_FOUND */
      code: string;
      /** @description Per-field messages */
      fields?: {
        [key: string]: string;
      };
      /** @description The id the server logged the request under, to quote when reporting it */
      requestId?: string;
    };
    /** @description The error body of a run that failed once started */
    FailedRun: {
      /** @description A human-readable message */
      error: string;
      /** @description A stable machine-readable code, e.g. NOT_FOUND */
      code: string;
      /** @description Per-field messages */
      fields?: {
        [key: string]: string;
      };
      /** @description The id the server logged the request under, to quote when reporting it */
      requestId?: string;
      /** @description Runs charged: the steps that finished before the failure (a failed step is free) */
      charged?: number;
      /** @description The steps that finished, with their answers */
      steps?: components['schemas']['StepResult'][];
    };
    SignedIn: {
      /** @description Send as Authorization: Bearer <token> */
      token: string;
      user: components['schemas']['User'];
    };
    User: {
      _id: string;
      name: string;
      email: string;
      /** @description True once the address is proven: by its link, by Google, or made before verification */
      emailVerified: boolean;
      /** @description A path on this server, or null */
      avatar: string | null;
      /** @enum {string} */
      role: 'user' | 'admin';
      /** @description The subscription's plan (subscription.planId) */
      subscriptionPlan: string;
      subscription: {
        planId: string;
        /** @enum {string} */
        status: 'active' | 'trialing' | 'past_due' | 'canceled' | 'unpaid';
        /** @description When the paid period ends; null when none */
        currentPeriodEnd: string | null;
        trialEnd: string | null;
        /** @description True when it ends (to Free) at currentPeriodEnd */
        cancelAtPeriodEnd: boolean;
        /** @description While past_due: until when the plan's limits still apply, then Free's */
        graceUntil: string | null;
        /** @description 'month' or 'year' for a subscription paid through Stripe; null otherwise */
        interval: string | null;
        /** @description Stripe mode: a smaller paid plan chosen in Manage billing, which starts at `at` (the period end) */
        scheduledChange: {
          planId: string;
          interval: string | null;
          /** Format: date-time */
          at: string;
        } | null;
        /** @description Stripe mode: an upgrade that waits for its payment; the plan has not changed */
        pendingUpgrade: {
          planId: string;
          interval: string | null;
          /**
           * Format: date-time
           * @description Stripe drops the upgrade if it is not paid by then
           */
          expiresAt: string;
          /** @description True when the bank asks the member to confirm the payment (3-D Secure) */
          needsAction: boolean;
          /** @description The upgrade's invoice on Stripe, where it can be paid or confirmed */
          invoiceUrl: string | null;
        } | null;
      };
      /**
       * @description The account: a disabled one cannot sign in
       * @enum {string}
       */
      status: 'active' | 'disabled';
      /**
       * @description 'disabled' while the account is disabled, 'active' for an active or trialing subscription, else its status
       * @enum {string}
       */
      subscriptionStatus: 'active' | 'disabled' | 'past_due' | 'canceled' | 'unpaid';
      /** @description True when a password is set (Google-only accounts may set a first one) */
      hasPassword: boolean;
      /** @description True when the mail server refused the address for good: nothing is mailed to it until the member asks to try again */
      mailRefused: boolean;
      /** Format: date-time */
      createdAt: string;
    };
    ProfileUpdate: {
      user: components['schemas']['User'];
      /** @description Sessions on other devices that a password change ended */
      otherSessionsEnded: number;
    };
    Plan: {
      id: string;
      name: string;
      description: string;
      /** @description Per interval, in US dollars */
      price: number;
      yearlyPrice: number;
      interval: string;
      features: {
        name: string;
        included: boolean;
      }[];
      /** @description Null means unlimited */
      monthlyGenerations: number | null;
      /** @description Null means unlimited */
      monthlySubmissions: number | null;
      /** @description Calls a month with the member's API keys; null means unlimited */
      monthlyApiCalls: number | null;
      /** @description Private prompts a member may keep at once; null means unlimited */
      maxPrivatePrompts: number | null;
    };
    AdminUser: {
      _id: string;
      name: string;
      email: string;
      /** @description True once the address is proven: by its link, by Google, or made before verification */
      emailVerified: boolean;
      /** @description A path on this server, or null */
      avatar: string | null;
      /** @enum {string} */
      role: 'user' | 'admin';
      /** @description The subscription's plan (subscription.planId) */
      subscriptionPlan: string;
      subscription: {
        planId: string;
        /** @enum {string} */
        status: 'active' | 'trialing' | 'past_due' | 'canceled' | 'unpaid';
        /** @description When the paid period ends; null when none */
        currentPeriodEnd: string | null;
        trialEnd: string | null;
        /** @description True when it ends (to Free) at currentPeriodEnd */
        cancelAtPeriodEnd: boolean;
        /** @description While past_due: until when the plan's limits still apply, then Free's */
        graceUntil: string | null;
        /** @description 'month' or 'year' for a subscription paid through Stripe; null otherwise */
        interval: string | null;
        /** @description Stripe mode: a smaller paid plan chosen in Manage billing, which starts at `at` (the period end) */
        scheduledChange: {
          planId: string;
          interval: string | null;
          /** Format: date-time */
          at: string;
        } | null;
        /** @description Stripe mode: an upgrade that waits for its payment; the plan has not changed */
        pendingUpgrade: {
          planId: string;
          interval: string | null;
          /**
           * Format: date-time
           * @description Stripe drops the upgrade if it is not paid by then
           */
          expiresAt: string;
          /** @description True when the bank asks the member to confirm the payment (3-D Secure) */
          needsAction: boolean;
          /** @description The upgrade's invoice on Stripe, where it can be paid or confirmed */
          invoiceUrl: string | null;
        } | null;
      };
      /**
       * @description The account: a disabled one cannot sign in
       * @enum {string}
       */
      status: 'active' | 'disabled';
      /**
       * @description 'disabled' while the account is disabled, 'active' for an active or trialing subscription, else its status
       * @enum {string}
       */
      subscriptionStatus: 'active' | 'disabled' | 'past_due' | 'canceled' | 'unpaid';
      /** @description True when a password is set (Google-only accounts may set a first one) */
      hasPassword: boolean;
      /** @description True when the mail server refused the address for good: nothing is mailed to it until the member asks to try again */
      mailRefused: boolean;
      /** Format: date-time */
      createdAt: string;
      /** @description The plan's display name ("Free", "Pro") */
      planName: string;
      /** @description Prompts this person created, in any status */
      promptCount: number;
      /** @description The member's open plan request, if any */
      planRequest: {
        _id: string;
        planId: string;
        planName: string;
        note: string;
        /** @enum {string} */
        status: 'open' | 'approved' | 'declined' | 'withdrawn';
        /** Format: date-time */
        createdAt: string;
        decidedAt: string | null;
      } | null;
      /** @description Stripe mode: the member's customer in the Stripe Dashboard; null without Stripe or a customer */
      stripeCustomerUrl: string | null;
    };
    UserPage: {
      users: components['schemas']['AdminUser'][];
      /** @description The only active admin (who cannot be demoted, disabled or deleted), if one; not filtered: it may be on another page */
      lastActiveAdminId: string | null;
      pagination: {
        currentPage: number;
        totalPages: number;
        totalUsers: number;
        hasNextPage: boolean;
        hasPrevPage: boolean;
      };
    };
    Prompt: {
      _id: string;
      title: string;
      /** @description The user prompt, with {variables} */
      description: string;
      systemprompt: string;
      tools: string;
      categories: string[];
      category: string;
      model: string;
      /** @description Model settings; each left out is the provider's default */
      settings: {
        temperature?: number;
        topP?: number;
        /** @description A plan may allow less for a run */
        maxOutputTokens?: number;
        /** @description 1024x1024, or an aspect ratio such as 16:9 */
        imageSize?: string;
        /** @description Images per run; each is one generation */
        imageCount?: number;
      };
      variables: {
        name: string;
        defaultValue: string;
      }[];
      isImagePrompt: boolean;
      isChained: boolean;
      chainedPrompts: {
        title: string;
        systemprompt: string;
        description: string;
        tools: string;
        variables: {
          name: string;
          defaultValue: string;
        }[];
      }[];
      /** @enum {string} */
      executionType: 'independent' | 'dependent';
      attachments: components['schemas']['Attachment'][];
      /** @enum {string} */
      status: 'pending' | 'approved' | 'rejected' | 'disabled' | 'private';
      /**
       * @description private: status is private, and only the owner and admins can see it
       * @enum {string}
       */
      visibility: 'public' | 'private';
      usageCount: number;
      upvotes: number;
      createdBy: {
        _id: string;
        name: string;
      } | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description Only for a signed-in caller */
      liked?: boolean;
      /** @description Only for a signed-in caller */
      saved?: boolean;
      /** @description Only for a signed-in caller who saved the prompt: the live version when they saved it or last opened it (POST /api/prompts/{id}/seen); a smaller number than version means it changed since */
      seenVersion?: number;
      /** @description The moderator's reason, for the owner and admins of a rejected or disabled prompt */
      statusReason?: string;
      /** Format: date-time */
      statusChangedAt?: string;
      /** @description The live version's number: what every field here holds */
      version: number;
      /** @description The prompt this one was forked from; null when it was not forked */
      forkedFrom: {
        /** @description The original, when the caller may open it; null when deleted or hidden */
        _id: string | null;
        /** @description The original's title (as it was when forked, once deleted); null when private */
        title: string | null;
        /** @description Its author's name; null when private or unknown */
        author: string | null;
        /**
         * @description shown: a link; unavailable: no longer public (in review, rejected or disabled); deleted; private: "a private prompt"
         * @enum {string}
         */
        state: 'shown' | 'unavailable' | 'deleted' | 'private';
      } | null;
      /** @description How many prompts were forked from this one and still exist */
      forkCount: number;
      /** @description For the owner and admins: the number of the version waiting for review, if any */
      pendingVersion?: number | null;
    };
    PromptPage: {
      /** @description With updatedSince: the prompts listed or changed, oldest change first */
      prompts: components['schemas']['Prompt'][];
      /** @description With updatedSince: this batch only (follow sync.cursor, not page numbers) */
      pagination: components['schemas']['PromptPagination'];
      /** @description With updatedSince only: prompts that left the library, in change order */
      removed?: {
        _id: string;
        /** @description When it left the library (ISO 8601, microseconds) */
        removedAt: string;
      }[];
      /** @description With updatedSince only */
      sync?: {
        /** @description Send as updatedSince to get the changes after this batch (keep it to resync) */
        cursor: string;
        /** @description Whether more changes wait right now; otherwise poll later */
        hasMore: boolean;
      };
      /** @description The nearest spelling searched instead, when the search as typed found nothing (send literal=true to refuse it) */
      correctedSearch?: string;
      /** @description With collection: the collection the listing is filtered by */
      collection?: {
        _id: string;
        title: string;
      };
    };
    PromptPagination: {
      /** @description The page asked for, even past the end (1 when empty) */
      currentPage: number;
      /** @description 0 when nothing matches */
      totalPages: number;
      totalPrompts: number;
      /** @description True when more than totalPrompts match: a search counts no further */
      totalIsLowerBound?: boolean;
      /** @description Whether a later page holds more; false when nothing matches */
      hasNextPage: boolean;
      hasPrevPage: boolean;
    };
    MyPrompts: {
      savedPrompts: components['schemas']['Prompt'][];
      /** @description Every status */
      createdPrompts: components['schemas']['Prompt'][];
    };
    Attachment: {
      fileName: string;
      /** @description A path on this server */
      fileUrl: string;
      /** @description MIME type */
      fileType: string;
      /** @description Bytes */
      fileSize: number;
    };
    LikeChange: {
      upvotes: number;
      liked: boolean;
    };
    SaveChange: {
      saved: boolean;
      saves: number;
    };
    GenerationResult: {
      text?: string;
      /** @description A path on this server */
      imageUrl?: string;
      /** @description Every image, when the settings asked for more than one (imageUrl is the first) */
      imageUrls?: string[];
      /** @description The maximum output tokens asked for, lowered to the caller's plan for this run */
      clamped?: {
        requested: number;
        allowed: number;
        message: string;
      };
      /** @description Every step, for a chained prompt */
      steps?: components['schemas']['StepResult'][];
    };
    /** @description One line of the NDJSON stream of a run */
    GenerationEvent:
      | {
          /** @constant */
          type: 'step';
          /** @description The step, from 0 */
          step: number;
          /** @description How many steps the run has */
          steps: number;
          title: string;
        }
      | {
          /** @constant */
          type: 'text';
          /** @description The step, from 0 */
          step: number;
          text: string;
        }
      | {
          /** @constant */
          type: 'image';
          /** @description The step, from 0 */
          step: number;
          /** @description A path on this server */
          imageUrl: string;
        }
      | {
          /** @constant */
          type: 'step-end';
          /** @description The step, from 0 */
          step: number;
        }
      | {
          /** @constant */
          type: 'clamped';
          /** @constant */
          setting: 'maxOutputTokens';
          /** @description The prompt's or the run's setting */
          requested: number;
          /** @description The most the caller's plan allows a run */
          allowed: number;
          message: string;
        }
      | {
          /** @constant */
          type: 'error';
          /** @description The step, from 0 */
          step: number;
          message: string;
          /** @description The code an HTTP error would carry, e.g. PROVIDER_ERROR */
          code: string;
          /** @description Runs charged: the steps that finished before it */
          charged: number;
          /** @description The steps that finished, with their answers */
          steps: components['schemas']['StepResult'][];
          retryAfterSeconds?: number;
        }
      | {
          /** @constant */
          type: 'progress';
        }
      | {
          /** @constant */
          type: 'done';
        };
    StepResult: {
      title: string;
      text?: string;
      imageUrl?: string;
      /** @description Every image of the step, when its settings asked for more than one */
      imageUrls?: string[];
    };
    Model: {
      /** @enum {string} */
      name:
        | 'ChatGPT'
        | 'Claude'
        | 'Gemini'
        | 'Llama'
        | 'DALL-E'
        | 'Midjourney'
        | 'Stable Diffusion'
        | 'DeepFloyd'
        | 'GPT-4 Vision'
        | 'Gemini Pro Vision';
      /** @enum {string} */
      kind: 'text' | 'image' | 'multimodal';
      available: boolean;
      /** @description When unavailable, to an admin only: the configuration that enables it */
      requires: string | null;
    };
    ModelCatalog: {
      models: components['schemas']['Model'][];
      /** @description To an admin, when no model can run: how to set one up */
      setUp: string | null;
    };
    Webhook: {
      _id: string;
      url: string;
      events: (
        | 'prompt.submitted'
        | 'prompt.approved'
        | 'prompt.rejected'
        | 'prompt.updated'
        | 'prompt.deleted'
        | 'prompt.version.approved'
        | 'prompt.version.rejected'
        | 'change_request.created'
        | 'change_request.decided'
        | 'prompt.forked'
        | 'user.registered'
      )[];
      /** @description A disabled endpoint is sent nothing */
      enabled: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CreatedWebhook: {
      webhook: components['schemas']['Webhook'];
      /** @description The signing secret (the one given, or whsec_... made by the server), shown this once */
      secret: string;
    };
    WebhookDelivery: {
      _id: string;
      /** @description The Webhook-Id header of every attempt */
      eventId: string;
      /** @enum {string} */
      event:
        | 'prompt.submitted'
        | 'prompt.approved'
        | 'prompt.rejected'
        | 'prompt.updated'
        | 'prompt.deleted'
        | 'prompt.version.approved'
        | 'prompt.version.rejected'
        | 'change_request.created'
        | 'change_request.decided'
        | 'prompt.forked'
        | 'user.registered'
        | 'webhook.test';
      /**
       * @description pending: waiting for its next attempt; failed: every attempt failed, or refused
       * @enum {string}
       */
      status: 'pending' | 'sending' | 'delivered' | 'failed';
      attempts: number;
      /** @description Null once delivered or failed */
      nextAttemptAt: string | null;
      /** @description The receiver's HTTP status, last attempt */
      lastStatusCode: number | null;
      /** @description The start of the receiver's answer (1,000 characters) */
      lastResponse: string | null;
      /** @description Why the last attempt failed, when it did */
      lastError: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
  };
  responses: never;
  parameters: {
    /** @description A key of your choosing (1 to 255 printable ASCII characters, e.g. a UUID) that makes a retry safe: for 24 hours, the same key with the same request gets the first answer again instead of a second resource; with another request, 422. A retry while the first is still running waits up to 10 s for its answer, then gets 409. Keys belong to the member (their sessions and API keys share them). An answer of 429 or 5xx is not kept: the retry runs again. */
    IdempotencyKey: string;
    /** @description ETags of answers already held: 304 with no body when one is current. A 304 made with an API key is still a counted call. */
    IfNoneMatch: string;
  };
  requestBodies: never;
  headers: {
    /** @description Seconds to wait before trying again */
    RetryAfter: number;
    /** @description Where the caller stands in a limit (IETF draft RateLimit fields): `"<policy>";r=<left>;t=<seconds until the count starts again>`. Policies: `api-calls` (a call with an API key on a plan with a monthly limit; r=0 on its 429), `sign-up` (accounts made from one network an hour), and on a refused sign-in `sign-in` (tries on one account from one network), `sign-in-network` (tries from one network) or `sign-in-account` (tries on one account from unfamiliar networks) */
    RateLimit: string;
    /** @description The limit the RateLimit field is about: `"<policy>";q=<quota>;w=<window in seconds>`, e.g. `"api-calls";q=1000;w=2592000` or `"sign-in";q=5;w=900` */
    RateLimitPolicy: string;
    /** @description Where the created resource lives (a path on this server) */
    Location: string;
    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
    IdempotentReplayed: 'true';
    /** @description A weak tag of this answer; send it back as If-None-Match to get 304 while it holds */
    ETag: string;
    /** @description public, max-age=60 for an anonymous answer (Vary: Authorization, Cookie); private, no-cache for any answer about a signed-in caller */
    CacheControl: string;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getLiveness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ready';
            /** @enum {string} */
            database: 'up' | 'down';
            /**
             * @description Only when REDIS_URL is set
             * @enum {string}
             */
            redis?: 'up' | 'down';
            /**
             * @description Only while this instance drains before a stop
             * @enum {boolean}
             */
            draining?: true;
            /** @description Set-up problems that do not stop the app (e.g. TRUST_PROXY unset behind a proxy) */
            warnings?: string[];
          };
        };
      };
      /** @description Not ready, and why */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description A human-readable message */
            error: string;
            /** @description A stable machine-readable code, e.g. NOT_FOUND */
            code: string;
            /** @description Per-field messages */
            fields?: {
              [key: string]: string;
            };
            /** @description The id the server logged the request under, to quote when reporting it */
            requestId?: string;
            /** @enum {string} */
            database: 'up' | 'down';
            /**
             * @description Only when REDIS_URL is set
             * @enum {string}
             */
            redis?: 'up' | 'down';
            /**
             * @description Only while this instance drains before a stop
             * @enum {boolean}
             */
            draining?: true;
            /** @description Set-up problems that do not stop the app (e.g. TRUST_PROXY unset behind a proxy) */
            warnings?: string[];
          };
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listPrompts: {
    parameters: {
      query?: {
        search?: string;
        category?: string;
        model?:
          | 'ChatGPT'
          | 'Claude'
          | 'Gemini'
          | 'Llama'
          | 'DALL-E'
          | 'Midjourney'
          | 'Stable Diffusion'
          | 'DeepFloyd'
          | 'GPT-4 Vision'
          | 'Gemini Pro Vision'
          | 'Other';
        sort?: 'relevance' | 'newest' | 'most-used' | 'most-liked';
        literal?: 'true' | 'false';
        /** @description A collection's id: only its approved prompts. A collection the caller may not see (someone else's private one) answers 404, as an unknown id does. */
        collection?: string;
        page?: number;
        limit?: number;
        /** @description Changes instead of a page: an ISO 8601 date-time with an offset (e.g. 2026-11-27T00:00:00Z) for a first sync, then the sync.cursor of the previous answer. Answers the approved prompts listed or edited since, oldest change first, and in removed the ones that left the library; limit applies, search, category, model, sort, collection and page may not be combined with it. */
        updatedSince?: string;
      };
      header?: {
        /** @description ETags of answers already held: 304 with no body when one is current. A 304 made with an API key is still a counted call. */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PromptPage'];
        };
      };
      /** @description Not modified: the If-None-Match tag is still current; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createPrompt: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of your choosing (1 to 255 printable ASCII characters, e.g. a UUID) that makes a retry safe: for 24 hours, the same key with the same request gets the first answer again instead of a second resource; with another request, 422. A retry while the first is still running waits up to 10 s for its answer, then gets 409. Keys belong to the member (their sessions and API keys share them). An answer of 429 or 5xx is not kept: the retry runs again. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PromptSubmissionInput'];
      };
    };
    responses: {
      /** @description Default Response Also the answer to a retry with the same Idempotency-Key and request (then marked Idempotent-Replayed) */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            prompt: components['schemas']['Prompt'];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response. Also: a request with this Idempotency-Key is still running after 10 s of waiting */
      409: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used with another request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests, or a quota is used up: wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listTrendingPrompts: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: {
        /** @description ETags of answers already held: 304 with no body when one is current. A 304 made with an API key is still a counted call. */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            prompts: components['schemas']['Prompt'][];
          };
        };
      };
      /** @description Not modified: the If-None-Match tag is still current; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPrompt: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETags of answers already held: 304 with no body when one is current. A 304 made with an API key is still a counted call. */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            prompt: components['schemas']['Prompt'];
          };
        };
      };
      /** @description Not modified: the If-None-Match tag is still current; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updatePrompt: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PromptSubmissionInput'];
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            prompt: components['schemas']['Prompt'];
            version: {
              number: number;
              /** @enum {string} */
              status: 'live' | 'previous' | 'pending' | 'rejected' | 'superseded' | 'withdrawn';
              /** @enum {string} */
              kind: 'initial' | 'edit' | 'restore';
              changeNote: string;
              author: {
                _id: string;
                name: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** @description The moderator's reason for a rejected version (owner and admins) */
              reviewReason?: string;
              /** Format: date-time */
              reviewedAt?: string;
            };
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests, or a quota is used up: wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  recordPromptUsage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            usageCount: number;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  forkPrompt: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of your choosing (1 to 255 printable ASCII characters, e.g. a UUID) that makes a retry safe: for 24 hours, the same key with the same request gets the first answer again instead of a second resource; with another request, 422. A retry while the first is still running waits up to 10 s for its answer, then gets 409. Keys belong to the member (their sessions and API keys share them). An answer of 429 or 5xx is not kept: the retry runs again. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response Also the answer to a retry with the same Idempotency-Key and request (then marked Idempotent-Replayed) */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            prompt: components['schemas']['Prompt'];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response. Also: a request with this Idempotency-Key is still running after 10 s of waiting */
      409: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used with another request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests, or a quota is used up: wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  submitPrivatePrompt: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of your choosing (1 to 255 printable ASCII characters, e.g. a UUID) that makes a retry safe: for 24 hours, the same key with the same request gets the first answer again instead of a second resource; with another request, 422. A retry while the first is still running waits up to 10 s for its answer, then gets 409. Keys belong to the member (their sessions and API keys share them). An answer of 429 or 5xx is not kept: the retry runs again. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response Also the answer to a retry with the same Idempotency-Key and request (then marked Idempotent-Replayed) */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            prompt: components['schemas']['Prompt'];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response. Also: a request with this Idempotency-Key is still running after 10 s of waiting */
      409: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used with another request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests, or a quota is used up: wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  makeMyPromptsPrivate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          promptIds: string[];
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Prompts that became private (those already private not counted) */
            madePrivate: number;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listPromptVersions: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETags of answers already held: 304 with no body when one is current. A 304 made with an API key is still a counted call. */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            versions: {
              number: number;
              /** @enum {string} */
              status: 'live' | 'previous' | 'pending' | 'rejected' | 'superseded' | 'withdrawn';
              /** @enum {string} */
              kind: 'initial' | 'edit' | 'restore';
              changeNote: string;
              author: {
                _id: string;
                name: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** @description The moderator's reason for a rejected version (owner and admins) */
              reviewReason?: string;
              /** Format: date-time */
              reviewedAt?: string;
            }[];
          };
        };
      };
      /** @description Not modified: the If-None-Match tag is still current; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPromptVersion: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETags of answers already held: 304 with no body when one is current. A 304 made with an API key is still a counted call. */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        id: string;
        n: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            version: {
              number: number;
              /** @enum {string} */
              status: 'live' | 'previous' | 'pending' | 'rejected' | 'superseded' | 'withdrawn';
              /** @enum {string} */
              kind: 'initial' | 'edit' | 'restore';
              changeNote: string;
              author: {
                _id: string;
                name: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** @description The moderator's reason for a rejected version (owner and admins) */
              reviewReason?: string;
              /** Format: date-time */
              reviewedAt?: string;
              content: {
                title: string;
                /** @description The user prompt, with {variables} */
                description: string;
                systemprompt: string;
                tools: string;
                categories: string[];
                model: string;
                /** @description Model settings; each left out is the provider's default */
                settings: {
                  temperature?: number;
                  topP?: number;
                  /** @description A plan may allow less for a run */
                  maxOutputTokens?: number;
                  /** @description 1024x1024, or an aspect ratio such as 16:9 */
                  imageSize?: string;
                  /** @description Images per run; each is one generation */
                  imageCount?: number;
                };
                variables: {
                  name: string;
                  defaultValue: string;
                }[];
                isImagePrompt: boolean;
                isChained: boolean;
                chainedPrompts: {
                  title: string;
                  systemprompt: string;
                  description: string;
                  tools: string;
                  variables: {
                    name: string;
                    defaultValue: string;
                  }[];
                }[];
                /** @enum {string} */
                executionType: 'independent' | 'dependent';
                attachments: components['schemas']['Attachment'][];
              };
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match tag is still current; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  diffPromptVersions: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETags of answers already held: 304 with no body when one is current. A 304 made with an API key is still a counted call. */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        id: string;
        a: number;
        b: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            diff: {
              from: number;
              to: number;
              /** @description Only the fields that differ, in the form's order */
              changes: (
                | {
                    /** @enum {string} */
                    field: 'title' | 'description' | 'systemprompt' | 'tools';
                    /** @enum {string} */
                    kind: 'text';
                    /** @description The later text, with removed runs of the earlier one between */
                    parts: {
                      value: string;
                      added?: boolean;
                      removed?: boolean;
                    }[];
                  }
                | {
                    /** @enum {string} */
                    field: 'model' | 'executionType' | 'isImagePrompt' | 'isChained';
                    /** @enum {string} */
                    kind: 'value';
                    from: string | boolean;
                    to: string | boolean;
                  }
                | {
                    /** @enum {string} */
                    field: 'categories' | 'attachments';
                    /** @enum {string} */
                    kind: 'list';
                    added: string[];
                    removed: string[];
                    /** @description The same items in another order */
                    reordered: boolean;
                  }
                | {
                    /** @enum {string} */
                    field: 'variables';
                    /** @enum {string} */
                    kind: 'variables';
                    added: {
                      name: string;
                      defaultValue: string;
                    }[];
                    removed: {
                      name: string;
                      defaultValue: string;
                    }[];
                    changed: {
                      name: string;
                      from: string;
                      to: string;
                    }[];
                  }
                | {
                    /** @enum {string} */
                    field: 'chainedPrompts';
                    /** @enum {string} */
                    kind: 'steps';
                    steps: {
                      /** @description From 0, in the later version (the earlier for a removed step) */
                      index: number;
                      /** @enum {string} */
                      change: 'added' | 'removed' | 'changed';
                      /** @description The changed texts of a changed step */
                      fields: {
                        /** @enum {string} */
                        field: 'title' | 'systemprompt' | 'description' | 'tools';
                        /** @enum {string} */
                        kind: 'text';
                        /** @description The later text, with removed runs of the earlier one between */
                        parts: {
                          value: string;
                          added?: boolean;
                          removed?: boolean;
                        }[];
                      }[];
                      variables?: {
                        /** @enum {string} */
                        field: 'variables';
                        /** @enum {string} */
                        kind: 'variables';
                        added: {
                          name: string;
                          defaultValue: string;
                        }[];
                        removed: {
                          name: string;
                          defaultValue: string;
                        }[];
                        changed: {
                          name: string;
                          from: string;
                          to: string;
                        }[];
                      };
                    }[];
                  }
                | {
                    /** @enum {string} */
                    field: 'settings';
                    /** @enum {string} */
                    kind: 'settings';
                    changed: {
                      /** @enum {string} */
                      name: 'temperature' | 'topP' | 'maxOutputTokens' | 'imageSize' | 'imageCount';
                      /** @description null: not set */
                      from: number | string | null;
                      /** @description null: not set */
                      to: number | string | null;
                    }[];
                  }
              )[];
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match tag is still current; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  restorePromptVersion: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of your choosing (1 to 255 printable ASCII characters, e.g. a UUID) that makes a retry safe: for 24 hours, the same key with the same request gets the first answer again instead of a second resource; with another request, 422. A retry while the first is still running waits up to 10 s for its answer, then gets 409. Keys belong to the member (their sessions and API keys share them). An answer of 429 or 5xx is not kept: the retry runs again. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
        n: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          changeNote?: string;
        };
      };
    };
    responses: {
      /** @description Default Response Also the answer to a retry with the same Idempotency-Key and request (then marked Idempotent-Replayed) */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            version: {
              number: number;
              /** @enum {string} */
              status: 'live' | 'previous' | 'pending' | 'rejected' | 'superseded' | 'withdrawn';
              /** @enum {string} */
              kind: 'initial' | 'edit' | 'restore';
              changeNote: string;
              author: {
                _id: string;
                name: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** @description The moderator's reason for a rejected version (owner and admins) */
              reviewReason?: string;
              /** Format: date-time */
              reviewedAt?: string;
            };
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response. Also: a request with this Idempotency-Key is still running after 10 s of waiting */
      409: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used with another request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  withdrawPromptVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        n: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            version: {
              number: number;
              /** @enum {string} */
              status: 'live' | 'previous' | 'pending' | 'rejected' | 'superseded' | 'withdrawn';
              /** @enum {string} */
              kind: 'initial' | 'edit' | 'restore';
              changeNote: string;
              author: {
                _id: string;
                name: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** @description The moderator's reason for a rejected version (owner and admins) */
              reviewReason?: string;
              /** Format: date-time */
              reviewedAt?: string;
            };
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  togglePromptLike: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LikeChange'];
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  togglePromptSave: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SaveChange'];
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  markSavedPromptSeen: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            saved: boolean;
            /** @description null when the member has not saved the prompt */
            seenVersion: number | null;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listPromptChanges: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            changeRequests: {
              _id: string;
              prompt: {
                _id: string;
                title: string;
              };
              proposer: {
                _id: string;
                name: string;
              };
              /** @enum {string} */
              status: 'open' | 'accepted' | 'declined' | 'withdrawn';
              reason: string;
              /** @description The live version's number when it was proposed */
              baseVersion: number;
              /** @description The whole proposed content */
              content: {
                title: string;
                /** @description The user prompt, with {variables} */
                description: string;
                systemprompt: string;
                tools: string;
                categories: string[];
                model: string;
                /** @description Model settings; each left out is the provider's default */
                settings: {
                  temperature?: number;
                  topP?: number;
                  /** @description A plan may allow less for a run */
                  maxOutputTokens?: number;
                  /** @description 1024x1024, or an aspect ratio such as 16:9 */
                  imageSize?: string;
                  /** @description Images per run; each is one generation */
                  imageCount?: number;
                };
                variables: {
                  name: string;
                  defaultValue: string;
                }[];
                isImagePrompt: boolean;
                isChained: boolean;
                chainedPrompts: {
                  title: string;
                  systemprompt: string;
                  description: string;
                  tools: string;
                  variables: {
                    name: string;
                    defaultValue: string;
                  }[];
                }[];
                /** @enum {string} */
                executionType: 'independent' | 'dependent';
                attachments: components['schemas']['Attachment'][];
              };
              /** @description From the live version to the proposal, while the request is open */
              diff:
                | (
                    | {
                        /** @enum {string} */
                        field: 'title' | 'description' | 'systemprompt' | 'tools';
                        /** @enum {string} */
                        kind: 'text';
                        /** @description The later text, with removed runs of the earlier one between */
                        parts: {
                          value: string;
                          added?: boolean;
                          removed?: boolean;
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'model' | 'executionType' | 'isImagePrompt' | 'isChained';
                        /** @enum {string} */
                        kind: 'value';
                        from: string | boolean;
                        to: string | boolean;
                      }
                    | {
                        /** @enum {string} */
                        field: 'categories' | 'attachments';
                        /** @enum {string} */
                        kind: 'list';
                        added: string[];
                        removed: string[];
                        /** @description The same items in another order */
                        reordered: boolean;
                      }
                    | {
                        /** @enum {string} */
                        field: 'variables';
                        /** @enum {string} */
                        kind: 'variables';
                        added: {
                          name: string;
                          defaultValue: string;
                        }[];
                        removed: {
                          name: string;
                          defaultValue: string;
                        }[];
                        changed: {
                          name: string;
                          from: string;
                          to: string;
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'chainedPrompts';
                        /** @enum {string} */
                        kind: 'steps';
                        steps: {
                          /** @description From 0, in the later version (the earlier for a removed step) */
                          index: number;
                          /** @enum {string} */
                          change: 'added' | 'removed' | 'changed';
                          /** @description The changed texts of a changed step */
                          fields: {
                            /** @enum {string} */
                            field: 'title' | 'systemprompt' | 'description' | 'tools';
                            /** @enum {string} */
                            kind: 'text';
                            /** @description The later text, with removed runs of the earlier one between */
                            parts: {
                              value: string;
                              added?: boolean;
                              removed?: boolean;
                            }[];
                          }[];
                          variables?: {
                            /** @enum {string} */
                            field: 'variables';
                            /** @enum {string} */
                            kind: 'variables';
                            added: {
                              name: string;
                              defaultValue: string;
                            }[];
                            removed: {
                              name: string;
                              defaultValue: string;
                            }[];
                            changed: {
                              name: string;
                              from: string;
                              to: string;
                            }[];
                          };
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'settings';
                        /** @enum {string} */
                        kind: 'settings';
                        changed: {
                          /** @enum {string} */
                          name:
                            'temperature' | 'topP' | 'maxOutputTokens' | 'imageSize' | 'imageCount';
                          /** @description null: not set */
                          from: number | string | null;
                          /** @description null: not set */
                          to: number | string | null;
                        }[];
                      }
                  )[]
                | null;
              decisionNote: string | null;
              decidedBy: {
                _id: string;
                name: string;
              } | null;
              decidedAt: string | null;
              /** @description The version an accepted request became (pending review, or live) */
              resultingVersion: number | null;
              /** Format: date-time */
              createdAt: string;
            }[];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  proposePromptChange: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of your choosing (1 to 255 printable ASCII characters, e.g. a UUID) that makes a retry safe: for 24 hours, the same key with the same request gets the first answer again instead of a second resource; with another request, 422. A retry while the first is still running waits up to 10 s for its answer, then gets 409. Keys belong to the member (their sessions and API keys share them). An answer of 429 or 5xx is not kept: the retry runs again. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          changes: {
            title: string;
            description: string;
            /** @default  */
            systemprompt?: string;
            /** @default  */
            tools?: string;
            categories: string[];
            /** @enum {string} */
            model:
              | 'ChatGPT'
              | 'Claude'
              | 'Gemini'
              | 'Llama'
              | 'DALL-E'
              | 'Midjourney'
              | 'Stable Diffusion'
              | 'DeepFloyd'
              | 'GPT-4 Vision'
              | 'Gemini Pro Vision'
              | 'Other';
            /** @default [] */
            variables?: {
              name: string;
              defaultValue: string;
            }[];
            /** @default false */
            isImagePrompt?: boolean;
            /** @default false */
            isChained?: boolean;
            /** @default [] */
            chainedPrompts?: {
              /** @default  */
              title?: string;
              /** @default  */
              systemprompt?: string;
              description: string;
              /** @default  */
              tools?: string;
              /** @default [] */
              variables?: {
                name: string;
                defaultValue: string;
              }[];
            }[];
            /**
             * @default independent
             * @enum {string}
             */
            executionType?: 'independent' | 'dependent';
            /** @default [] */
            attachments?: {
              fileUrl: string;
              fileName?: string;
              fileType?: string;
              fileSize?: number;
            }[];
            /** @default {} */
            settings?: {
              temperature?: number;
              topP?: number;
              maxOutputTokens?: number;
              imageSize?: string;
              imageCount?: number;
            };
            /** @enum {string} */
            visibility?: 'public' | 'private';
          };
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response Also the answer to a retry with the same Idempotency-Key and request (then marked Idempotent-Replayed) */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            changeRequest: {
              _id: string;
              prompt: {
                _id: string;
                title: string;
              };
              proposer: {
                _id: string;
                name: string;
              };
              /** @enum {string} */
              status: 'open' | 'accepted' | 'declined' | 'withdrawn';
              reason: string;
              /** @description The live version's number when it was proposed */
              baseVersion: number;
              /** @description The whole proposed content */
              content: {
                title: string;
                /** @description The user prompt, with {variables} */
                description: string;
                systemprompt: string;
                tools: string;
                categories: string[];
                model: string;
                /** @description Model settings; each left out is the provider's default */
                settings: {
                  temperature?: number;
                  topP?: number;
                  /** @description A plan may allow less for a run */
                  maxOutputTokens?: number;
                  /** @description 1024x1024, or an aspect ratio such as 16:9 */
                  imageSize?: string;
                  /** @description Images per run; each is one generation */
                  imageCount?: number;
                };
                variables: {
                  name: string;
                  defaultValue: string;
                }[];
                isImagePrompt: boolean;
                isChained: boolean;
                chainedPrompts: {
                  title: string;
                  systemprompt: string;
                  description: string;
                  tools: string;
                  variables: {
                    name: string;
                    defaultValue: string;
                  }[];
                }[];
                /** @enum {string} */
                executionType: 'independent' | 'dependent';
                attachments: components['schemas']['Attachment'][];
              };
              /** @description From the live version to the proposal, while the request is open */
              diff:
                | (
                    | {
                        /** @enum {string} */
                        field: 'title' | 'description' | 'systemprompt' | 'tools';
                        /** @enum {string} */
                        kind: 'text';
                        /** @description The later text, with removed runs of the earlier one between */
                        parts: {
                          value: string;
                          added?: boolean;
                          removed?: boolean;
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'model' | 'executionType' | 'isImagePrompt' | 'isChained';
                        /** @enum {string} */
                        kind: 'value';
                        from: string | boolean;
                        to: string | boolean;
                      }
                    | {
                        /** @enum {string} */
                        field: 'categories' | 'attachments';
                        /** @enum {string} */
                        kind: 'list';
                        added: string[];
                        removed: string[];
                        /** @description The same items in another order */
                        reordered: boolean;
                      }
                    | {
                        /** @enum {string} */
                        field: 'variables';
                        /** @enum {string} */
                        kind: 'variables';
                        added: {
                          name: string;
                          defaultValue: string;
                        }[];
                        removed: {
                          name: string;
                          defaultValue: string;
                        }[];
                        changed: {
                          name: string;
                          from: string;
                          to: string;
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'chainedPrompts';
                        /** @enum {string} */
                        kind: 'steps';
                        steps: {
                          /** @description From 0, in the later version (the earlier for a removed step) */
                          index: number;
                          /** @enum {string} */
                          change: 'added' | 'removed' | 'changed';
                          /** @description The changed texts of a changed step */
                          fields: {
                            /** @enum {string} */
                            field: 'title' | 'systemprompt' | 'description' | 'tools';
                            /** @enum {string} */
                            kind: 'text';
                            /** @description The later text, with removed runs of the earlier one between */
                            parts: {
                              value: string;
                              added?: boolean;
                              removed?: boolean;
                            }[];
                          }[];
                          variables?: {
                            /** @enum {string} */
                            field: 'variables';
                            /** @enum {string} */
                            kind: 'variables';
                            added: {
                              name: string;
                              defaultValue: string;
                            }[];
                            removed: {
                              name: string;
                              defaultValue: string;
                            }[];
                            changed: {
                              name: string;
                              from: string;
                              to: string;
                            }[];
                          };
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'settings';
                        /** @enum {string} */
                        kind: 'settings';
                        changed: {
                          /** @enum {string} */
                          name:
                            'temperature' | 'topP' | 'maxOutputTokens' | 'imageSize' | 'imageCount';
                          /** @description null: not set */
                          from: number | string | null;
                          /** @description null: not set */
                          to: number | string | null;
                        }[];
                      }
                  )[]
                | null;
              decisionNote: string | null;
              decidedBy: {
                _id: string;
                name: string;
              } | null;
              decidedAt: string | null;
              /** @description The version an accepted request became (pending review, or live) */
              resultingVersion: number | null;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response. Also: a request with this Idempotency-Key is still running after 10 s of waiting */
      409: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used with another request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests, or a quota is used up: wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  acceptPromptChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        cid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note?: string;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            changeRequest: {
              _id: string;
              prompt: {
                _id: string;
                title: string;
              };
              proposer: {
                _id: string;
                name: string;
              };
              /** @enum {string} */
              status: 'open' | 'accepted' | 'declined' | 'withdrawn';
              reason: string;
              /** @description The live version's number when it was proposed */
              baseVersion: number;
              /** @description The whole proposed content */
              content: {
                title: string;
                /** @description The user prompt, with {variables} */
                description: string;
                systemprompt: string;
                tools: string;
                categories: string[];
                model: string;
                /** @description Model settings; each left out is the provider's default */
                settings: {
                  temperature?: number;
                  topP?: number;
                  /** @description A plan may allow less for a run */
                  maxOutputTokens?: number;
                  /** @description 1024x1024, or an aspect ratio such as 16:9 */
                  imageSize?: string;
                  /** @description Images per run; each is one generation */
                  imageCount?: number;
                };
                variables: {
                  name: string;
                  defaultValue: string;
                }[];
                isImagePrompt: boolean;
                isChained: boolean;
                chainedPrompts: {
                  title: string;
                  systemprompt: string;
                  description: string;
                  tools: string;
                  variables: {
                    name: string;
                    defaultValue: string;
                  }[];
                }[];
                /** @enum {string} */
                executionType: 'independent' | 'dependent';
                attachments: components['schemas']['Attachment'][];
              };
              /** @description From the live version to the proposal, while the request is open */
              diff:
                | (
                    | {
                        /** @enum {string} */
                        field: 'title' | 'description' | 'systemprompt' | 'tools';
                        /** @enum {string} */
                        kind: 'text';
                        /** @description The later text, with removed runs of the earlier one between */
                        parts: {
                          value: string;
                          added?: boolean;
                          removed?: boolean;
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'model' | 'executionType' | 'isImagePrompt' | 'isChained';
                        /** @enum {string} */
                        kind: 'value';
                        from: string | boolean;
                        to: string | boolean;
                      }
                    | {
                        /** @enum {string} */
                        field: 'categories' | 'attachments';
                        /** @enum {string} */
                        kind: 'list';
                        added: string[];
                        removed: string[];
                        /** @description The same items in another order */
                        reordered: boolean;
                      }
                    | {
                        /** @enum {string} */
                        field: 'variables';
                        /** @enum {string} */
                        kind: 'variables';
                        added: {
                          name: string;
                          defaultValue: string;
                        }[];
                        removed: {
                          name: string;
                          defaultValue: string;
                        }[];
                        changed: {
                          name: string;
                          from: string;
                          to: string;
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'chainedPrompts';
                        /** @enum {string} */
                        kind: 'steps';
                        steps: {
                          /** @description From 0, in the later version (the earlier for a removed step) */
                          index: number;
                          /** @enum {string} */
                          change: 'added' | 'removed' | 'changed';
                          /** @description The changed texts of a changed step */
                          fields: {
                            /** @enum {string} */
                            field: 'title' | 'systemprompt' | 'description' | 'tools';
                            /** @enum {string} */
                            kind: 'text';
                            /** @description The later text, with removed runs of the earlier one between */
                            parts: {
                              value: string;
                              added?: boolean;
                              removed?: boolean;
                            }[];
                          }[];
                          variables?: {
                            /** @enum {string} */
                            field: 'variables';
                            /** @enum {string} */
                            kind: 'variables';
                            added: {
                              name: string;
                              defaultValue: string;
                            }[];
                            removed: {
                              name: string;
                              defaultValue: string;
                            }[];
                            changed: {
                              name: string;
                              from: string;
                              to: string;
                            }[];
                          };
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'settings';
                        /** @enum {string} */
                        kind: 'settings';
                        changed: {
                          /** @enum {string} */
                          name:
                            'temperature' | 'topP' | 'maxOutputTokens' | 'imageSize' | 'imageCount';
                          /** @description null: not set */
                          from: number | string | null;
                          /** @description null: not set */
                          to: number | string | null;
                        }[];
                      }
                  )[]
                | null;
              decisionNote: string | null;
              decidedBy: {
                _id: string;
                name: string;
              } | null;
              decidedAt: string | null;
              /** @description The version an accepted request became (pending review, or live) */
              resultingVersion: number | null;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  declinePromptChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        cid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note?: string;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            changeRequest: {
              _id: string;
              prompt: {
                _id: string;
                title: string;
              };
              proposer: {
                _id: string;
                name: string;
              };
              /** @enum {string} */
              status: 'open' | 'accepted' | 'declined' | 'withdrawn';
              reason: string;
              /** @description The live version's number when it was proposed */
              baseVersion: number;
              /** @description The whole proposed content */
              content: {
                title: string;
                /** @description The user prompt, with {variables} */
                description: string;
                systemprompt: string;
                tools: string;
                categories: string[];
                model: string;
                /** @description Model settings; each left out is the provider's default */
                settings: {
                  temperature?: number;
                  topP?: number;
                  /** @description A plan may allow less for a run */
                  maxOutputTokens?: number;
                  /** @description 1024x1024, or an aspect ratio such as 16:9 */
                  imageSize?: string;
                  /** @description Images per run; each is one generation */
                  imageCount?: number;
                };
                variables: {
                  name: string;
                  defaultValue: string;
                }[];
                isImagePrompt: boolean;
                isChained: boolean;
                chainedPrompts: {
                  title: string;
                  systemprompt: string;
                  description: string;
                  tools: string;
                  variables: {
                    name: string;
                    defaultValue: string;
                  }[];
                }[];
                /** @enum {string} */
                executionType: 'independent' | 'dependent';
                attachments: components['schemas']['Attachment'][];
              };
              /** @description From the live version to the proposal, while the request is open */
              diff:
                | (
                    | {
                        /** @enum {string} */
                        field: 'title' | 'description' | 'systemprompt' | 'tools';
                        /** @enum {string} */
                        kind: 'text';
                        /** @description The later text, with removed runs of the earlier one between */
                        parts: {
                          value: string;
                          added?: boolean;
                          removed?: boolean;
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'model' | 'executionType' | 'isImagePrompt' | 'isChained';
                        /** @enum {string} */
                        kind: 'value';
                        from: string | boolean;
                        to: string | boolean;
                      }
                    | {
                        /** @enum {string} */
                        field: 'categories' | 'attachments';
                        /** @enum {string} */
                        kind: 'list';
                        added: string[];
                        removed: string[];
                        /** @description The same items in another order */
                        reordered: boolean;
                      }
                    | {
                        /** @enum {string} */
                        field: 'variables';
                        /** @enum {string} */
                        kind: 'variables';
                        added: {
                          name: string;
                          defaultValue: string;
                        }[];
                        removed: {
                          name: string;
                          defaultValue: string;
                        }[];
                        changed: {
                          name: string;
                          from: string;
                          to: string;
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'chainedPrompts';
                        /** @enum {string} */
                        kind: 'steps';
                        steps: {
                          /** @description From 0, in the later version (the earlier for a removed step) */
                          index: number;
                          /** @enum {string} */
                          change: 'added' | 'removed' | 'changed';
                          /** @description The changed texts of a changed step */
                          fields: {
                            /** @enum {string} */
                            field: 'title' | 'systemprompt' | 'description' | 'tools';
                            /** @enum {string} */
                            kind: 'text';
                            /** @description The later text, with removed runs of the earlier one between */
                            parts: {
                              value: string;
                              added?: boolean;
                              removed?: boolean;
                            }[];
                          }[];
                          variables?: {
                            /** @enum {string} */
                            field: 'variables';
                            /** @enum {string} */
                            kind: 'variables';
                            added: {
                              name: string;
                              defaultValue: string;
                            }[];
                            removed: {
                              name: string;
                              defaultValue: string;
                            }[];
                            changed: {
                              name: string;
                              from: string;
                              to: string;
                            }[];
                          };
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'settings';
                        /** @enum {string} */
                        kind: 'settings';
                        changed: {
                          /** @enum {string} */
                          name:
                            'temperature' | 'topP' | 'maxOutputTokens' | 'imageSize' | 'imageCount';
                          /** @description null: not set */
                          from: number | string | null;
                          /** @description null: not set */
                          to: number | string | null;
                        }[];
                      }
                  )[]
                | null;
              decisionNote: string | null;
              decidedBy: {
                _id: string;
                name: string;
              } | null;
              decidedAt: string | null;
              /** @description The version an accepted request became (pending review, or live) */
              resultingVersion: number | null;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  withdrawPromptChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        cid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            changeRequest: {
              _id: string;
              prompt: {
                _id: string;
                title: string;
              };
              proposer: {
                _id: string;
                name: string;
              };
              /** @enum {string} */
              status: 'open' | 'accepted' | 'declined' | 'withdrawn';
              reason: string;
              /** @description The live version's number when it was proposed */
              baseVersion: number;
              /** @description The whole proposed content */
              content: {
                title: string;
                /** @description The user prompt, with {variables} */
                description: string;
                systemprompt: string;
                tools: string;
                categories: string[];
                model: string;
                /** @description Model settings; each left out is the provider's default */
                settings: {
                  temperature?: number;
                  topP?: number;
                  /** @description A plan may allow less for a run */
                  maxOutputTokens?: number;
                  /** @description 1024x1024, or an aspect ratio such as 16:9 */
                  imageSize?: string;
                  /** @description Images per run; each is one generation */
                  imageCount?: number;
                };
                variables: {
                  name: string;
                  defaultValue: string;
                }[];
                isImagePrompt: boolean;
                isChained: boolean;
                chainedPrompts: {
                  title: string;
                  systemprompt: string;
                  description: string;
                  tools: string;
                  variables: {
                    name: string;
                    defaultValue: string;
                  }[];
                }[];
                /** @enum {string} */
                executionType: 'independent' | 'dependent';
                attachments: components['schemas']['Attachment'][];
              };
              /** @description From the live version to the proposal, while the request is open */
              diff:
                | (
                    | {
                        /** @enum {string} */
                        field: 'title' | 'description' | 'systemprompt' | 'tools';
                        /** @enum {string} */
                        kind: 'text';
                        /** @description The later text, with removed runs of the earlier one between */
                        parts: {
                          value: string;
                          added?: boolean;
                          removed?: boolean;
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'model' | 'executionType' | 'isImagePrompt' | 'isChained';
                        /** @enum {string} */
                        kind: 'value';
                        from: string | boolean;
                        to: string | boolean;
                      }
                    | {
                        /** @enum {string} */
                        field: 'categories' | 'attachments';
                        /** @enum {string} */
                        kind: 'list';
                        added: string[];
                        removed: string[];
                        /** @description The same items in another order */
                        reordered: boolean;
                      }
                    | {
                        /** @enum {string} */
                        field: 'variables';
                        /** @enum {string} */
                        kind: 'variables';
                        added: {
                          name: string;
                          defaultValue: string;
                        }[];
                        removed: {
                          name: string;
                          defaultValue: string;
                        }[];
                        changed: {
                          name: string;
                          from: string;
                          to: string;
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'chainedPrompts';
                        /** @enum {string} */
                        kind: 'steps';
                        steps: {
                          /** @description From 0, in the later version (the earlier for a removed step) */
                          index: number;
                          /** @enum {string} */
                          change: 'added' | 'removed' | 'changed';
                          /** @description The changed texts of a changed step */
                          fields: {
                            /** @enum {string} */
                            field: 'title' | 'systemprompt' | 'description' | 'tools';
                            /** @enum {string} */
                            kind: 'text';
                            /** @description The later text, with removed runs of the earlier one between */
                            parts: {
                              value: string;
                              added?: boolean;
                              removed?: boolean;
                            }[];
                          }[];
                          variables?: {
                            /** @enum {string} */
                            field: 'variables';
                            /** @enum {string} */
                            kind: 'variables';
                            added: {
                              name: string;
                              defaultValue: string;
                            }[];
                            removed: {
                              name: string;
                              defaultValue: string;
                            }[];
                            changed: {
                              name: string;
                              from: string;
                              to: string;
                            }[];
                          };
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'settings';
                        /** @enum {string} */
                        kind: 'settings';
                        changed: {
                          /** @enum {string} */
                          name:
                            'temperature' | 'topP' | 'maxOutputTokens' | 'imageSize' | 'imageCount';
                          /** @description null: not set */
                          from: number | string | null;
                          /** @description null: not set */
                          to: number | string | null;
                        }[];
                      }
                  )[]
                | null;
              decisionNote: string | null;
              decidedBy: {
                _id: string;
                name: string;
              } | null;
              decidedAt: string | null;
              /** @description The version an accepted request became (pending review, or live) */
              resultingVersion: number | null;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listMyChangeRequests: {
    parameters: {
      query?: {
        box?: 'incoming' | 'outgoing';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            changeRequests: {
              _id: string;
              prompt: {
                _id: string;
                title: string;
              };
              proposer: {
                _id: string;
                name: string;
              };
              /** @enum {string} */
              status: 'open' | 'accepted' | 'declined' | 'withdrawn';
              reason: string;
              /** @description The live version's number when it was proposed */
              baseVersion: number;
              /** @description The whole proposed content */
              content: {
                title: string;
                /** @description The user prompt, with {variables} */
                description: string;
                systemprompt: string;
                tools: string;
                categories: string[];
                model: string;
                /** @description Model settings; each left out is the provider's default */
                settings: {
                  temperature?: number;
                  topP?: number;
                  /** @description A plan may allow less for a run */
                  maxOutputTokens?: number;
                  /** @description 1024x1024, or an aspect ratio such as 16:9 */
                  imageSize?: string;
                  /** @description Images per run; each is one generation */
                  imageCount?: number;
                };
                variables: {
                  name: string;
                  defaultValue: string;
                }[];
                isImagePrompt: boolean;
                isChained: boolean;
                chainedPrompts: {
                  title: string;
                  systemprompt: string;
                  description: string;
                  tools: string;
                  variables: {
                    name: string;
                    defaultValue: string;
                  }[];
                }[];
                /** @enum {string} */
                executionType: 'independent' | 'dependent';
                attachments: components['schemas']['Attachment'][];
              };
              /** @description From the live version to the proposal, while the request is open */
              diff:
                | (
                    | {
                        /** @enum {string} */
                        field: 'title' | 'description' | 'systemprompt' | 'tools';
                        /** @enum {string} */
                        kind: 'text';
                        /** @description The later text, with removed runs of the earlier one between */
                        parts: {
                          value: string;
                          added?: boolean;
                          removed?: boolean;
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'model' | 'executionType' | 'isImagePrompt' | 'isChained';
                        /** @enum {string} */
                        kind: 'value';
                        from: string | boolean;
                        to: string | boolean;
                      }
                    | {
                        /** @enum {string} */
                        field: 'categories' | 'attachments';
                        /** @enum {string} */
                        kind: 'list';
                        added: string[];
                        removed: string[];
                        /** @description The same items in another order */
                        reordered: boolean;
                      }
                    | {
                        /** @enum {string} */
                        field: 'variables';
                        /** @enum {string} */
                        kind: 'variables';
                        added: {
                          name: string;
                          defaultValue: string;
                        }[];
                        removed: {
                          name: string;
                          defaultValue: string;
                        }[];
                        changed: {
                          name: string;
                          from: string;
                          to: string;
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'chainedPrompts';
                        /** @enum {string} */
                        kind: 'steps';
                        steps: {
                          /** @description From 0, in the later version (the earlier for a removed step) */
                          index: number;
                          /** @enum {string} */
                          change: 'added' | 'removed' | 'changed';
                          /** @description The changed texts of a changed step */
                          fields: {
                            /** @enum {string} */
                            field: 'title' | 'systemprompt' | 'description' | 'tools';
                            /** @enum {string} */
                            kind: 'text';
                            /** @description The later text, with removed runs of the earlier one between */
                            parts: {
                              value: string;
                              added?: boolean;
                              removed?: boolean;
                            }[];
                          }[];
                          variables?: {
                            /** @enum {string} */
                            field: 'variables';
                            /** @enum {string} */
                            kind: 'variables';
                            added: {
                              name: string;
                              defaultValue: string;
                            }[];
                            removed: {
                              name: string;
                              defaultValue: string;
                            }[];
                            changed: {
                              name: string;
                              from: string;
                              to: string;
                            }[];
                          };
                        }[];
                      }
                    | {
                        /** @enum {string} */
                        field: 'settings';
                        /** @enum {string} */
                        kind: 'settings';
                        changed: {
                          /** @enum {string} */
                          name:
                            'temperature' | 'topP' | 'maxOutputTokens' | 'imageSize' | 'imageCount';
                          /** @description null: not set */
                          from: number | string | null;
                          /** @description null: not set */
                          to: number | string | null;
                        }[];
                      }
                  )[]
                | null;
              decisionNote: string | null;
              decidedBy: {
                _id: string;
                name: string;
              } | null;
              decidedAt: string | null;
              /** @description The version an accepted request became (pending review, or live) */
              resultingVersion: number | null;
              /** Format: date-time */
              createdAt: string;
            }[];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createCollection: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of your choosing (1 to 255 printable ASCII characters, e.g. a UUID) that makes a retry safe: for 24 hours, the same key with the same request gets the first answer again instead of a second resource; with another request, 422. A retry while the first is still running waits up to 10 s for its answer, then gets 409. Keys belong to the member (their sessions and API keys share them). An answer of 429 or 5xx is not kept: the retry runs again. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description?: string;
          /**
           * @default private
           * @enum {string}
           */
          visibility?: 'public' | 'unlisted' | 'private';
        };
      };
    };
    responses: {
      /** @description Default Response Also the answer to a retry with the same Idempotency-Key and request (then marked Idempotent-Replayed) */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            collection: {
              _id: string;
              title: string;
              description: string;
              /**
               * @description public: listed; unlisted: anyone with the link; private: the owner only
               * @enum {string}
               */
              visibility: 'public' | 'unlisted' | 'private';
              /** @description The member's "Saved" collection: private, never deleted, what prompt saves fill */
              isDefault: boolean;
              owner: {
                _id: string;
                name: string;
              };
              /** @description Prompts in it that the caller may see */
              itemCount: number;
              /** @description Members who saved the collection */
              saveCount: number;
              /** @description Only for a signed-in caller: whether they saved it */
              saved?: boolean;
              /** @description Only when the list was asked about one prompt: whether it holds it */
              containsPrompt?: boolean;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response. Also: a request with this Idempotency-Key is still running after 10 s of waiting */
      409: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used with another request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCollection: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETags of answers already held: 304 with no body when one is current. A 304 made with an API key is still a counted call. */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            collection: {
              _id: string;
              title: string;
              description: string;
              /**
               * @description public: listed; unlisted: anyone with the link; private: the owner only
               * @enum {string}
               */
              visibility: 'public' | 'unlisted' | 'private';
              /** @description The member's "Saved" collection: private, never deleted, what prompt saves fill */
              isDefault: boolean;
              owner: {
                _id: string;
                name: string;
              };
              /** @description Prompts in it that the caller may see */
              itemCount: number;
              /** @description Members who saved the collection */
              saveCount: number;
              /** @description Only for a signed-in caller: whether they saved it */
              saved?: boolean;
              /** @description Only when the list was asked about one prompt: whether it holds it */
              containsPrompt?: boolean;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            /** @description In order; others than the owner see approved ones only */
            prompts: components['schemas']['Prompt'][];
          };
        };
      };
      /** @description Not modified: the If-None-Match tag is still current; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateCollection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          description?: string;
          /** @enum {string} */
          visibility?: 'public' | 'unlisted' | 'private';
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            collection: {
              _id: string;
              title: string;
              description: string;
              /**
               * @description public: listed; unlisted: anyone with the link; private: the owner only
               * @enum {string}
               */
              visibility: 'public' | 'unlisted' | 'private';
              /** @description The member's "Saved" collection: private, never deleted, what prompt saves fill */
              isDefault: boolean;
              owner: {
                _id: string;
                name: string;
              };
              /** @description Prompts in it that the caller may see */
              itemCount: number;
              /** @description Members who saved the collection */
              saveCount: number;
              /** @description Only for a signed-in caller: whether they saved it */
              saved?: boolean;
              /** @description Only when the list was asked about one prompt: whether it holds it */
              containsPrompt?: boolean;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteCollection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  addCollectionItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          promptId: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            collection: {
              _id: string;
              title: string;
              description: string;
              /**
               * @description public: listed; unlisted: anyone with the link; private: the owner only
               * @enum {string}
               */
              visibility: 'public' | 'unlisted' | 'private';
              /** @description The member's "Saved" collection: private, never deleted, what prompt saves fill */
              isDefault: boolean;
              owner: {
                _id: string;
                name: string;
              };
              /** @description Prompts in it that the caller may see */
              itemCount: number;
              /** @description Members who saved the collection */
              saveCount: number;
              /** @description Only for a signed-in caller: whether they saved it */
              saved?: boolean;
              /** @description Only when the list was asked about one prompt: whether it holds it */
              containsPrompt?: boolean;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  addCollectionItems: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          promptIds: string[];
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Prompts new to the collection (those already in it not counted) */
            added: number;
            collection: {
              _id: string;
              title: string;
              description: string;
              /**
               * @description public: listed; unlisted: anyone with the link; private: the owner only
               * @enum {string}
               */
              visibility: 'public' | 'unlisted' | 'private';
              /** @description The member's "Saved" collection: private, never deleted, what prompt saves fill */
              isDefault: boolean;
              owner: {
                _id: string;
                name: string;
              };
              /** @description Prompts in it that the caller may see */
              itemCount: number;
              /** @description Members who saved the collection */
              saveCount: number;
              /** @description Only for a signed-in caller: whether they saved it */
              saved?: boolean;
              /** @description Only when the list was asked about one prompt: whether it holds it */
              containsPrompt?: boolean;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  removeCollectionItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        promptId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  reorderCollection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          promptIds: string[];
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            collection: {
              _id: string;
              title: string;
              description: string;
              /**
               * @description public: listed; unlisted: anyone with the link; private: the owner only
               * @enum {string}
               */
              visibility: 'public' | 'unlisted' | 'private';
              /** @description The member's "Saved" collection: private, never deleted, what prompt saves fill */
              isDefault: boolean;
              owner: {
                _id: string;
                name: string;
              };
              /** @description Prompts in it that the caller may see */
              itemCount: number;
              /** @description Members who saved the collection */
              saveCount: number;
              /** @description Only for a signed-in caller: whether they saved it */
              saved?: boolean;
              /** @description Only when the list was asked about one prompt: whether it holds it */
              containsPrompt?: boolean;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            /** @description In order; others than the owner see approved ones only */
            prompts: components['schemas']['Prompt'][];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  toggleCollectionSave: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            saved: boolean;
            saves: number;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listMyCollections: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETags of answers already held: 304 with no body when one is current. A 304 made with an API key is still a counted call. */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            collections: {
              _id: string;
              title: string;
              description: string;
              /**
               * @description public: listed; unlisted: anyone with the link; private: the owner only
               * @enum {string}
               */
              visibility: 'public' | 'unlisted' | 'private';
              /** @description The member's "Saved" collection: private, never deleted, what prompt saves fill */
              isDefault: boolean;
              owner: {
                _id: string;
                name: string;
              };
              /** @description Prompts in it that the caller may see */
              itemCount: number;
              /** @description Members who saved the collection */
              saveCount: number;
              /** @description Only for a signed-in caller: whether they saved it */
              saved?: boolean;
              /** @description Only when the list was asked about one prompt: whether it holds it */
              containsPrompt?: boolean;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description Not modified: the If-None-Match tag is still current; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  exportMyPrompts: {
    parameters: {
      query?: {
        format?: 'json' | 'csv';
        /** @description A collection's id: export the prompts of it the caller may see, instead of their own prompts */
        collection?: string;
        /** @description Prompt ids separated by commas (a selection): export these, in this order; each must be one the caller may see (404 otherwise). Not with collection. */
        ids?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The export file, streamed */
      200: {
        headers: {
          /** @description attachment; filename="<name>-<date>.<json|csv>" */
          'Content-Disposition'?: string;
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            format: 'prompt-hub/prompts';
            /** @enum {number} */
            version: 1;
            exportedAt: string;
            prompts: {
              title: string;
              /** @description The user prompt, with {variables} */
              description: string;
              systemprompt: string;
              tools: string;
              categories: string[];
              model: string;
              variables: {
                name: string;
                defaultValue: string;
              }[];
              isImagePrompt: boolean;
              isChained: boolean;
              chainedPrompts: {
                title: string;
                systemprompt: string;
                description: string;
                tools: string;
                variables: {
                  name: string;
                  defaultValue: string;
                }[];
              }[];
              /** @enum {string} */
              executionType: 'independent' | 'dependent';
              /** @description Model settings (temperature, topP, maxOutputTokens, image size and count), when set */
              settings?: {
                [key: string]: unknown;
              };
              attachments: {
                fileName: string;
                /** @description An absolute link to the file on the exporting hub (not its bytes) */
                url: string;
                fileType: string;
                fileSize: number;
              }[];
              /** @description The live version and the ones it replaced, oldest first */
              versions: {
                number: number;
                changeNote: string;
                createdAt: string;
                content: {
                  title: string;
                  /** @description The user prompt, with {variables} */
                  description: string;
                  systemprompt: string;
                  tools: string;
                  categories: string[];
                  model: string;
                  variables: {
                    name: string;
                    defaultValue: string;
                  }[];
                  isImagePrompt: boolean;
                  isChained: boolean;
                  chainedPrompts: {
                    title: string;
                    systemprompt: string;
                    description: string;
                    tools: string;
                    variables: {
                      name: string;
                      defaultValue: string;
                    }[];
                  }[];
                  /** @enum {string} */
                  executionType: 'independent' | 'dependent';
                  /** @description Model settings (temperature, topP, maxOutputTokens, image size and count), when set */
                  settings?: {
                    [key: string]: unknown;
                  };
                  attachments: {
                    fileName: string;
                    /** @description An absolute link to the file on the exporting hub (not its bytes) */
                    url: string;
                    fileType: string;
                    fileSize: number;
                  }[];
                };
              }[];
              /** @description Where the prompt came from; an import ignores it */
              source: {
                id: string;
                url: string;
                author: string | null;
                status: string;
                createdAt: string;
                updatedAt: string;
              };
            }[];
          };
          'text/csv': string;
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  importMyPrompts: {
    parameters: {
      query?: {
        /** @description true: check the file and answer the preview; nothing is written */
        dryRun?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The file, with its name
           */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /**
             * @description What the file was read as
             * @enum {string}
             */
            format: 'prompt-hub' | 'prompts-chat-csv' | 'langfuse';
            rows: {
              /** @description The row in the file, from 1 */
              index: number;
              title: string;
              /**
               * @description new: becomes a prompt; skipped: already imported with this content; invalid
               * @enum {string}
               */
              outcome: 'new' | 'skipped' | 'invalid';
              problems: {
                /**
                 * @description error: the row cannot be imported as it is; warning: it can, as described
                 * @enum {string}
                 */
                severity: 'error' | 'warning';
                /** @description The field the problem is in, when it is one field */
                field?: string;
                message: string;
              }[];
            }[];
            /** @description Rows that would become prompts */
            newCount: number;
            /** @description Rows already imported (by content) that would be skipped */
            skippedCount: number;
            /** @description Rows with an error: the import is refused while any remain */
            errorCount: number;
            /** @description Private prompts the member's plan still has room for (null: no limit) */
            privateRoom: number | null;
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            imported: number;
            /** @description Rows whose content this member had already imported */
            skipped: number;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body or file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  exportLibrary: {
    parameters: {
      query?: {
        format?: 'json' | 'csv';
        status?: 'pending' | 'approved' | 'rejected' | 'disabled' | 'private';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The export file, streamed */
      200: {
        headers: {
          /** @description attachment; filename="<name>-<date>.<json|csv>" */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            format: 'prompt-hub/prompts';
            /** @enum {number} */
            version: 1;
            exportedAt: string;
            prompts: {
              title: string;
              /** @description The user prompt, with {variables} */
              description: string;
              systemprompt: string;
              tools: string;
              categories: string[];
              model: string;
              variables: {
                name: string;
                defaultValue: string;
              }[];
              isImagePrompt: boolean;
              isChained: boolean;
              chainedPrompts: {
                title: string;
                systemprompt: string;
                description: string;
                tools: string;
                variables: {
                  name: string;
                  defaultValue: string;
                }[];
              }[];
              /** @enum {string} */
              executionType: 'independent' | 'dependent';
              /** @description Model settings (temperature, topP, maxOutputTokens, image size and count), when set */
              settings?: {
                [key: string]: unknown;
              };
              attachments: {
                fileName: string;
                /** @description An absolute link to the file on the exporting hub (not its bytes) */
                url: string;
                fileType: string;
                fileSize: number;
              }[];
              /** @description The live version and the ones it replaced, oldest first */
              versions: {
                number: number;
                changeNote: string;
                createdAt: string;
                content: {
                  title: string;
                  /** @description The user prompt, with {variables} */
                  description: string;
                  systemprompt: string;
                  tools: string;
                  categories: string[];
                  model: string;
                  variables: {
                    name: string;
                    defaultValue: string;
                  }[];
                  isImagePrompt: boolean;
                  isChained: boolean;
                  chainedPrompts: {
                    title: string;
                    systemprompt: string;
                    description: string;
                    tools: string;
                    variables: {
                      name: string;
                      defaultValue: string;
                    }[];
                  }[];
                  /** @enum {string} */
                  executionType: 'independent' | 'dependent';
                  /** @description Model settings (temperature, topP, maxOutputTokens, image size and count), when set */
                  settings?: {
                    [key: string]: unknown;
                  };
                  attachments: {
                    fileName: string;
                    /** @description An absolute link to the file on the exporting hub (not its bytes) */
                    url: string;
                    fileType: string;
                    fileSize: number;
                  }[];
                };
              }[];
              /** @description Where the prompt came from; an import ignores it */
              source: {
                id: string;
                url: string;
                author: string | null;
                status: string;
                createdAt: string;
                updatedAt: string;
              };
            }[];
          };
          'text/csv': string;
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  importLibraryPrompts: {
    parameters: {
      query?: {
        /** @description true: check the file and answer the preview; nothing is written */
        dryRun?: 'true' | 'false';
        as?: 'pending' | 'approved';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The file, with its name
           */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /**
             * @description What the file was read as
             * @enum {string}
             */
            format: 'prompt-hub' | 'prompts-chat-csv' | 'langfuse';
            rows: {
              /** @description The row in the file, from 1 */
              index: number;
              title: string;
              /**
               * @description new: becomes a prompt; skipped: already imported with this content; invalid
               * @enum {string}
               */
              outcome: 'new' | 'skipped' | 'invalid';
              problems: {
                /**
                 * @description error: the row cannot be imported as it is; warning: it can, as described
                 * @enum {string}
                 */
                severity: 'error' | 'warning';
                /** @description The field the problem is in, when it is one field */
                field?: string;
                message: string;
              }[];
            }[];
            /** @description Rows that would become prompts */
            newCount: number;
            /** @description Rows already imported (by content) that would be skipped */
            skippedCount: number;
            /** @description Rows with an error: the import is refused while any remain */
            errorCount: number;
            /** @description Private prompts the member's plan still has room for (null: no limit) */
            privateRoom: number | null;
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            imported: number;
            /** @description Rows whose content this member had already imported */
            skipped: number;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body or file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignedIn'];
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests, or a quota is used up: wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignedIn'];
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests, or a quota is used up: wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETags of answers already held: 304 with no body when one is current. A 304 made with an API key is still a counted call. */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: components['schemas']['User'];
          };
        };
      };
      /** @description Not modified: the If-None-Match tag is still current; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          currentPassword?: string;
          newPassword?: string;
          avatar?: string;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProfileUpdate'];
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body or file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The file is of a type not accepted */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  uploadAvatar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The file, with its name
           */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: components['schemas']['User'];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body or file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The file is of a type not accepted */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listMyPrompts: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETags of answers already held: 304 with no body when one is current. A 304 made with an API key is still a counted call. */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyPrompts'];
        };
      };
      /** @description Not modified: the If-None-Match tag is still current; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            plans: components['schemas']['Plan'][];
            /**
             * @description 'admin': paid plans are set by an admin (ask with POST /users/plan-request); 'self-serve': any plan may be chosen; 'stripe': paid plans are bought through Stripe Checkout
             * @enum {string}
             */
            mode: 'admin' | 'self-serve' | 'stripe';
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  subscribeToPlan: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of your choosing (1 to 255 printable ASCII characters, e.g. a UUID) that makes a retry safe: for 24 hours, the same key with the same request gets the first answer again instead of a second resource; with another request, 422. A retry while the first is still running waits up to 10 s for its answer, then gets 409. Keys belong to the member (their sessions and API keys share them). An answer of 429 or 5xx is not kept: the retry runs again. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          planId: string;
          /**
           * @description Stripe mode: pay monthly (the default) or yearly; ignored otherwise
           * @enum {string}
           */
          interval?: 'month' | 'year';
          /** @description Stripe mode, an upgrade: the prorationDate of the preview shown, so the charge matches it */
          prorationDate?: number;
        };
      };
    };
    responses: {
      /** @description Default Response Also the answer to a retry with the same Idempotency-Key and request (then marked Idempotent-Replayed) */
      200: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                user: components['schemas']['User'];
              }
            | {
                /** @description Stripe Checkout's address; the plan changes once Stripe confirms (webhook) */
                checkoutUrl: string;
              };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description See the body */
      402: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response. Also: a request with this Idempotency-Key is still running after 10 s of waiting */
      409: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used with another request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The model provider failed once the run had started */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  requestPlan: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of your choosing (1 to 255 printable ASCII characters, e.g. a UUID) that makes a retry safe: for 24 hours, the same key with the same request gets the first answer again instead of a second resource; with another request, 422. A retry while the first is still running waits up to 10 s for its answer, then gets 409. Keys belong to the member (their sessions and API keys share them). An answer of 429 or 5xx is not kept: the retry runs again. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          planId: string;
          note?: string;
        };
      };
    };
    responses: {
      /** @description Default Response Also the answer to a retry with the same Idempotency-Key and request (then marked Idempotent-Replayed) */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            planRequest: {
              _id: string;
              planId: string;
              planName: string;
              note: string;
              /** @enum {string} */
              status: 'open' | 'approved' | 'declined' | 'withdrawn';
              /** Format: date-time */
              createdAt: string;
              decidedAt: string | null;
            };
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response. Also: a request with this Idempotency-Key is still running after 10 s of waiting */
      409: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used with another request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  withdrawPlanRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Withdrawn */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  forgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description See the body */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests, or a quota is used up: wait Retry-After seconds */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignedIn'];
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests, or a quota is used up: wait Retry-After seconds */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  verifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: components['schemas']['User'];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests, or a quota is used up: wait Retry-After seconds */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  resendVerificationEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description See the body */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests, or a quota is used up: wait Retry-After seconds */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listNotifications: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Newest first */
            notifications: {
              _id: string;
              /**
               * @description The security notices (password, API key, new sign-in) cannot be turned off
               * @enum {string}
               */
              kind:
                | 'prompt-approved'
                | 'prompt-rejected'
                | 'prompt-disabled'
                | 'version-approved'
                | 'version-rejected'
                | 'change-request-received'
                | 'change-request-accepted'
                | 'change-request-declined'
                | 'prompt-forked'
                | 'payment-failed'
                | 'trial-ending'
                | 'password-changed'
                | 'password-reset'
                | 'api-key-created'
                | 'new-sign-in';
              prompt: {
                /** @description Null once the prompt is deleted */
                _id: string | null;
                /** @description The title when it happened */
                title: string;
              } | null;
              /** @description The moderator's reason (a rejection, a disabling), a change request's reason, or its decision's note */
              reason: string | null;
              /** @description What a notice names besides a prompt: the plan (payment, trial), the API key's name, or the sign-in's device and network */
              subject: string | null;
              /** @description When the failed payment's grace or the trial ends, as it stood when written */
              endsAt: string | null;
              /** Format: date-time */
              createdAt: string;
              readAt: string | null;
            }[];
            /** @description The caller's unread notifications, all pages */
            unread: number;
            pagination: {
              currentPage: number;
              totalPages: number;
              totalNotifications: number;
              hasNextPage: boolean;
              hasPrevPage: boolean;
            };
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  markNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids?: string[];
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            unread: number;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            settings: {
              'prompt-approved': {
                email: boolean;
              };
              'prompt-rejected': {
                email: boolean;
              };
              'prompt-disabled': {
                email: boolean;
              };
              'version-approved': {
                email: boolean;
              };
              'version-rejected': {
                email: boolean;
              };
              'change-request-received': {
                email: boolean;
              };
              'change-request-accepted': {
                email: boolean;
              };
              'change-request-declined': {
                email: boolean;
              };
              'prompt-forked': {
                email: boolean;
              };
              'payment-failed': {
                email: boolean;
              };
              'trial-ending': {
                email: boolean;
              };
            };
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          'prompt-approved'?: {
            email: boolean;
          };
          'prompt-rejected'?: {
            email: boolean;
          };
          'prompt-disabled'?: {
            email: boolean;
          };
          'version-approved'?: {
            email: boolean;
          };
          'version-rejected'?: {
            email: boolean;
          };
          'change-request-received'?: {
            email: boolean;
          };
          'change-request-accepted'?: {
            email: boolean;
          };
          'change-request-declined'?: {
            email: boolean;
          };
          'prompt-forked'?: {
            email: boolean;
          };
          'payment-failed'?: {
            email: boolean;
          };
          'trial-ending'?: {
            email: boolean;
          };
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            settings: {
              'prompt-approved': {
                email: boolean;
              };
              'prompt-rejected': {
                email: boolean;
              };
              'prompt-disabled': {
                email: boolean;
              };
              'version-approved': {
                email: boolean;
              };
              'version-rejected': {
                email: boolean;
              };
              'change-request-received': {
                email: boolean;
              };
              'change-request-accepted': {
                email: boolean;
              };
              'change-request-declined': {
                email: boolean;
              };
              'prompt-forked': {
                email: boolean;
              };
              'payment-failed': {
                email: boolean;
              };
              'trial-ending': {
                email: boolean;
              };
            };
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  unsubscribe: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token?: string;
          /** @enum {string} */
          'List-Unsubscribe'?: 'One-Click';
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listMySessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sessions: {
              /** @description The session's public id: it ends the session, and proves nothing */
              _id: string;
              /** @description The browser and system, in plain words, from the user agent */
              device: string;
              /** @description The network it started from (an IPv4 address, or an IPv6 /64); null if unknown */
              addressGroup: string | null;
              /** Format: date-time */
              createdAt: string;
              /**
               * Format: date-time
               * @description Within a few minutes of its last request
               */
              lastUsedAt: string;
              /** @description True for the session making this request */
              current: boolean;
            }[];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  endMyOtherSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Sessions signed out */
            ended: number;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  endMySession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  retryRefusedEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests, or a quota is used up: wait Retry-After seconds */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  openBillingPortal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  receiveStripeWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json; charset=utf-8': {
          id: string;
          type: string;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            received: true;
            duplicate: boolean;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The model provider failed once the run had started */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListPrompts: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        status?: 'pending' | 'approved' | 'rejected' | 'disabled' | 'private';
        category?: string;
        model?:
          | 'ChatGPT'
          | 'Claude'
          | 'Gemini'
          | 'Llama'
          | 'DALL-E'
          | 'Midjourney'
          | 'Stable Diffusion'
          | 'DeepFloyd'
          | 'GPT-4 Vision'
          | 'Gemini Pro Vision'
          | 'Other';
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description With updatedSince: the prompts listed or changed, oldest change first */
            prompts: components['schemas']['Prompt'][];
            pagination: components['schemas']['PromptPagination'];
            /** @description With updatedSince only: prompts that left the library, in change order */
            removed?: {
              _id: string;
              /** @description When it left the library (ISO 8601, microseconds) */
              removedAt: string;
            }[];
            /** @description With updatedSince only */
            sync?: {
              /** @description Send as updatedSince to get the changes after this batch (keep it to resync) */
              cursor: string;
              /** @description Whether more changes wait right now; otherwise poll later */
              hasMore: boolean;
            };
            /** @description With collection: the collection the listing is filtered by */
            collection?: {
              _id: string;
              title: string;
            };
            /** @description Only with status=pending: new versions of approved prompts waiting for review */
            pendingVersions?: {
              prompt: components['schemas']['Prompt'];
              version: {
                number: number;
                /** @enum {string} */
                status: 'live' | 'previous' | 'pending' | 'rejected' | 'superseded' | 'withdrawn';
                /** @enum {string} */
                kind: 'initial' | 'edit' | 'restore';
                changeNote: string;
                author: {
                  _id: string;
                  name: string;
                } | null;
                /** Format: date-time */
                createdAt: string;
                /** @description The moderator's reason for a rejected version (owner and admins) */
                reviewReason?: string;
                /** Format: date-time */
                reviewedAt?: string;
              };
              /** @description From the live version to the pending one */
              diff: {
                from: number;
                to: number;
                /** @description Only the fields that differ, in the form's order */
                changes: (
                  | {
                      /** @enum {string} */
                      field: 'title' | 'description' | 'systemprompt' | 'tools';
                      /** @enum {string} */
                      kind: 'text';
                      /** @description The later text, with removed runs of the earlier one between */
                      parts: {
                        value: string;
                        added?: boolean;
                        removed?: boolean;
                      }[];
                    }
                  | {
                      /** @enum {string} */
                      field: 'model' | 'executionType' | 'isImagePrompt' | 'isChained';
                      /** @enum {string} */
                      kind: 'value';
                      from: string | boolean;
                      to: string | boolean;
                    }
                  | {
                      /** @enum {string} */
                      field: 'categories' | 'attachments';
                      /** @enum {string} */
                      kind: 'list';
                      added: string[];
                      removed: string[];
                      /** @description The same items in another order */
                      reordered: boolean;
                    }
                  | {
                      /** @enum {string} */
                      field: 'variables';
                      /** @enum {string} */
                      kind: 'variables';
                      added: {
                        name: string;
                        defaultValue: string;
                      }[];
                      removed: {
                        name: string;
                        defaultValue: string;
                      }[];
                      changed: {
                        name: string;
                        from: string;
                        to: string;
                      }[];
                    }
                  | {
                      /** @enum {string} */
                      field: 'chainedPrompts';
                      /** @enum {string} */
                      kind: 'steps';
                      steps: {
                        /** @description From 0, in the later version (the earlier for a removed step) */
                        index: number;
                        /** @enum {string} */
                        change: 'added' | 'removed' | 'changed';
                        /** @description The changed texts of a changed step */
                        fields: {
                          /** @enum {string} */
                          field: 'title' | 'systemprompt' | 'description' | 'tools';
                          /** @enum {string} */
                          kind: 'text';
                          /** @description The later text, with removed runs of the earlier one between */
                          parts: {
                            value: string;
                            added?: boolean;
                            removed?: boolean;
                          }[];
                        }[];
                        variables?: {
                          /** @enum {string} */
                          field: 'variables';
                          /** @enum {string} */
                          kind: 'variables';
                          added: {
                            name: string;
                            defaultValue: string;
                          }[];
                          removed: {
                            name: string;
                            defaultValue: string;
                          }[];
                          changed: {
                            name: string;
                            from: string;
                            to: string;
                          }[];
                        };
                      }[];
                    }
                  | {
                      /** @enum {string} */
                      field: 'settings';
                      /** @enum {string} */
                      kind: 'settings';
                      changed: {
                        /** @enum {string} */
                        name:
                          'temperature' | 'topP' | 'maxOutputTokens' | 'imageSize' | 'imageCount';
                        /** @description null: not set */
                        from: number | string | null;
                        /** @description null: not set */
                        to: number | string | null;
                      }[];
                    }
                )[];
              };
            }[];
            /** @description Only with status=pending: how many versions wait in all */
            pendingVersionsTotal?: number;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminSetPromptStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'approved' | 'rejected' | 'disabled';
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            prompt: components['schemas']['Prompt'];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminDecidePromptVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        n: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'approved' | 'rejected';
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            prompt: components['schemas']['Prompt'];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminDeletePrompt: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListUsers: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        role?: 'user' | 'admin';
        status?: 'active' | 'disabled' | 'past_due' | 'canceled' | 'unpaid';
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserPage'];
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminSetUserRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          role: 'user' | 'admin';
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: components['schemas']['AdminUser'];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminSetUserStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'disabled';
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: components['schemas']['AdminUser'];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminMakeResetLink: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of your choosing (1 to 255 printable ASCII characters, e.g. a UUID) that makes a retry safe: for 24 hours, the same key with the same request gets the first answer again instead of a second resource; with another request, 422. A retry while the first is still running waits up to 10 s for its answer, then gets 409. Keys belong to the member (their sessions and API keys share them). An answer of 429 or 5xx is not kept: the retry runs again. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response. Also: a request with this Idempotency-Key is still running after 10 s of waiting. Also a retry with the Idempotency-Key of a request that made this: the secret is shown once only; Location names what was made */
      409: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used with another request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminDeleteUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminSetUserPlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          planId: string;
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: components['schemas']['AdminUser'];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminDeclinePlanRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listMyApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            apiKeys: {
              _id: string;
              name: string;
              /** @description The public start of the key (ph_ and its id), to recognise it */
              prefix: string;
              scopes: ('read' | 'write' | 'generate')[];
              /** Format: date-time */
              createdAt: string;
              /** @description Null: the key never expires */
              expiresAt: string | null;
              /** @description Updated at most once a minute */
              lastUsedAt: string | null;
            }[];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of your choosing (1 to 255 printable ASCII characters, e.g. a UUID) that makes a retry safe: for 24 hours, the same key with the same request gets the first answer again instead of a second resource; with another request, 422. A retry while the first is still running waits up to 10 s for its answer, then gets 409. Keys belong to the member (their sessions and API keys share them). An answer of 429 or 5xx is not kept: the retry runs again. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          scopes: ('read' | 'write' | 'generate')[];
          /** @description When the key stops working; never when absent */
          expiresAt?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            apiKey: {
              _id: string;
              name: string;
              /** @description The public start of the key (ph_ and its id), to recognise it */
              prefix: string;
              scopes: ('read' | 'write' | 'generate')[];
              /** Format: date-time */
              createdAt: string;
              /** @description Null: the key never expires */
              expiresAt: string | null;
              /** @description Updated at most once a minute */
              lastUsedAt: string | null;
            };
            /** @description The whole key (ph_...), shown this once and never again */
            key: string;
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response. Also: a request with this Idempotency-Key is still running after 10 s of waiting. Also a retry with the Idempotency-Key of a request that made this: the secret is shown once only; Location names what was made */
      409: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used with another request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            apiKeys: {
              _id: string;
              name: string;
              /** @description The public start of the key (ph_ and its id), to recognise it */
              prefix: string;
              scopes: ('read' | 'write' | 'generate')[];
              /** Format: date-time */
              createdAt: string;
              /** @description Null: the key never expires */
              expiresAt: string | null;
              /** @description Updated at most once a minute */
              lastUsedAt: string | null;
              owner: {
                _id: string;
                name: string;
                email: string;
              };
              revokedAt: string | null;
            }[];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminRevokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            webhooks: components['schemas']['Webhook'][];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminCreateWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of your choosing (1 to 255 printable ASCII characters, e.g. a UUID) that makes a retry safe: for 24 hours, the same key with the same request gets the first answer again instead of a second resource; with another request, 422. A retry while the first is still running waits up to 10 s for its answer, then gets 409. Keys belong to the member (their sessions and API keys share them). An answer of 429 or 5xx is not kept: the retry runs again. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewWebhookInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedWebhook'];
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response. Also: a request with this Idempotency-Key is still running after 10 s of waiting. Also a retry with the Idempotency-Key of a request that made this: the secret is shown once only; Location names what was made */
      409: {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used with another request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminUpdateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookChangesInput'];
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            webhook: components['schemas']['Webhook'];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminDeleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListWebhookDeliveries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deliveries: components['schemas']['WebhookDelivery'][];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminSendWebhookTest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description See the body */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            delivery: components['schemas']['WebhookDelivery'];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The change conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  uploadFile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The file, with its name
           */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          Location: components['headers']['Location'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            file: components['schemas']['Attachment'];
          };
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body or file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The file is of a type not accepted */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests, or a quota is used up: wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listModels: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETags of answers already held: 304 with no body when one is current. A 304 made with an API key is still a counted call. */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ModelCatalog'];
        };
      };
      /** @description Not modified: the If-None-Match tag is still current; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  generate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          components['schemas']['TextRunInput'] | components['schemas']['StoredRunInput'];
        'multipart/form-data': {
          /** @description As promptId of the JSON body */
          promptId?: string;
          /** @description As version of the JSON body */
          version?: string;
          /** @description As prompt of the JSON body */
          prompt?: string;
          /** @description As systemPrompt of the JSON body */
          systemPrompt?: string;
          /** @description As model of the JSON body */
          model?: string;
          /** @description As isImagePrompt of the JSON body */
          isImagePrompt?: string;
          /** @description As executionType of the JSON body */
          executionType?: string;
          /** @description JSON text */
          variables?: string;
          /** @description JSON text */
          chainedPrompts?: string;
          /** @description JSON text */
          settings?: string;
          /**
           * Format: binary
           * @description A reference image for a vision model
           */
          image?: Blob;
        };
      };
    };
    responses: {
      /** @description The answer: JSON by default, or a stream of events as NDJSON */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerationResult'];
          'application/x-ndjson': components['schemas']['GenerationEvent'];
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body or file is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The file is of a type not accepted */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests, or a quota is used up: wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailedRun'];
        };
      };
      /** @description The model provider failed once the run had started */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailedRun'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailedRun'];
        };
      };
      /** @description The model provider did not answer in time */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailedRun'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  startGoogleSignIn: {
    parameters: {
      query?: {
        redirect?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the provider's sign-in page */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  finishGoogleSignIn: {
    parameters: {
      query?: {
        code?: string;
        state?: string;
        error?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed in (the session cookie set), back to the app */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A page saying why the sign-in failed */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
    };
  };
  signInWithGoogleToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignedIn'];
        };
      };
      /** @description The input is invalid; `fields` names each bad field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this caller (or a disabled account, or a write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource, or not one the caller may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests, or a quota is used up: wait Retry-After seconds */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected error: quote the requestId when reporting it */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unavailable for now (busy, a dependency down, or not configured): see Retry-After */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other client error (e.g. 405 with Allow), with the same error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid credential: sign in or send a token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  webhookPromptSubmitted: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id (the body’s `id`), the same in every attempt: deduplicate on it */
        'Webhook-Id': string;
        /** @description When this attempt was signed, in Unix seconds: refuse one too old (5 minutes) */
        'Webhook-Timestamp': string;
        /** @description `v1=` and the hex HMAC-SHA256, keyed with the endpoint’s secret, of `<Webhook-Timestamp>.<raw body>`; compare in constant time */
        'Webhook-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The event; the same in every attempt and its Webhook-Id header */
          id: string;
          /** @constant */
          type: 'prompt.submitted';
          /**
           * Format: date-time
           * @description When the change happened
           */
          createdAt: string;
          data: {
            prompt: {
              _id: string;
              title: string;
              category: string;
              categories: string[];
              model: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'disabled' | 'private';
              /** @description The moderator's reason (rejections) */
              reason: string | null;
              author: {
                _id: string;
                name: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Received; the delivery is marked delivered */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received; the delivery is tried again on the schedule */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookPromptApproved: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id (the body’s `id`), the same in every attempt: deduplicate on it */
        'Webhook-Id': string;
        /** @description When this attempt was signed, in Unix seconds: refuse one too old (5 minutes) */
        'Webhook-Timestamp': string;
        /** @description `v1=` and the hex HMAC-SHA256, keyed with the endpoint’s secret, of `<Webhook-Timestamp>.<raw body>`; compare in constant time */
        'Webhook-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The event; the same in every attempt and its Webhook-Id header */
          id: string;
          /** @constant */
          type: 'prompt.approved';
          /**
           * Format: date-time
           * @description When the change happened
           */
          createdAt: string;
          data: {
            prompt: {
              _id: string;
              title: string;
              category: string;
              categories: string[];
              model: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'disabled' | 'private';
              /** @description The moderator's reason (rejections) */
              reason: string | null;
              author: {
                _id: string;
                name: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Received; the delivery is marked delivered */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received; the delivery is tried again on the schedule */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookPromptRejected: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id (the body’s `id`), the same in every attempt: deduplicate on it */
        'Webhook-Id': string;
        /** @description When this attempt was signed, in Unix seconds: refuse one too old (5 minutes) */
        'Webhook-Timestamp': string;
        /** @description `v1=` and the hex HMAC-SHA256, keyed with the endpoint’s secret, of `<Webhook-Timestamp>.<raw body>`; compare in constant time */
        'Webhook-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The event; the same in every attempt and its Webhook-Id header */
          id: string;
          /** @constant */
          type: 'prompt.rejected';
          /**
           * Format: date-time
           * @description When the change happened
           */
          createdAt: string;
          data: {
            prompt: {
              _id: string;
              title: string;
              category: string;
              categories: string[];
              model: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'disabled' | 'private';
              /** @description The moderator's reason (rejections) */
              reason: string | null;
              author: {
                _id: string;
                name: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Received; the delivery is marked delivered */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received; the delivery is tried again on the schedule */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookPromptUpdated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id (the body’s `id`), the same in every attempt: deduplicate on it */
        'Webhook-Id': string;
        /** @description When this attempt was signed, in Unix seconds: refuse one too old (5 minutes) */
        'Webhook-Timestamp': string;
        /** @description `v1=` and the hex HMAC-SHA256, keyed with the endpoint’s secret, of `<Webhook-Timestamp>.<raw body>`; compare in constant time */
        'Webhook-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The event; the same in every attempt and its Webhook-Id header */
          id: string;
          /** @constant */
          type: 'prompt.updated';
          /**
           * Format: date-time
           * @description When the change happened
           */
          createdAt: string;
          data: {
            prompt: {
              _id: string;
              title: string;
              category: string;
              categories: string[];
              model: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'disabled' | 'private';
              /** @description The moderator's reason (rejections) */
              reason: string | null;
              author: {
                _id: string;
                name: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Received; the delivery is marked delivered */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received; the delivery is tried again on the schedule */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookPromptDeleted: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id (the body’s `id`), the same in every attempt: deduplicate on it */
        'Webhook-Id': string;
        /** @description When this attempt was signed, in Unix seconds: refuse one too old (5 minutes) */
        'Webhook-Timestamp': string;
        /** @description `v1=` and the hex HMAC-SHA256, keyed with the endpoint’s secret, of `<Webhook-Timestamp>.<raw body>`; compare in constant time */
        'Webhook-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The event; the same in every attempt and its Webhook-Id header */
          id: string;
          /** @constant */
          type: 'prompt.deleted';
          /**
           * Format: date-time
           * @description When the change happened
           */
          createdAt: string;
          data: {
            prompt: {
              _id: string;
              title: string;
              category: string;
              categories: string[];
              model: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'disabled' | 'private';
              /** @description The moderator's reason (rejections) */
              reason: string | null;
              author: {
                _id: string;
                name: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Received; the delivery is marked delivered */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received; the delivery is tried again on the schedule */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookPromptVersionApproved: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id (the body’s `id`), the same in every attempt: deduplicate on it */
        'Webhook-Id': string;
        /** @description When this attempt was signed, in Unix seconds: refuse one too old (5 minutes) */
        'Webhook-Timestamp': string;
        /** @description `v1=` and the hex HMAC-SHA256, keyed with the endpoint’s secret, of `<Webhook-Timestamp>.<raw body>`; compare in constant time */
        'Webhook-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The event; the same in every attempt and its Webhook-Id header */
          id: string;
          /** @constant */
          type: 'prompt.version.approved';
          /**
           * Format: date-time
           * @description When the change happened
           */
          createdAt: string;
          data: {
            prompt: {
              _id: string;
              title: string;
              category: string;
              categories: string[];
              model: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'disabled' | 'private';
              /** @description The moderator's reason (rejections) */
              reason: string | null;
              author: {
                _id: string;
                name: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            version: {
              number: number;
              /** @enum {string} */
              status: 'live' | 'rejected';
              /** @description The moderator's reason (rejections) */
              reason: string | null;
            };
          };
        };
      };
    };
    responses: {
      /** @description Received; the delivery is marked delivered */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received; the delivery is tried again on the schedule */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookPromptVersionRejected: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id (the body’s `id`), the same in every attempt: deduplicate on it */
        'Webhook-Id': string;
        /** @description When this attempt was signed, in Unix seconds: refuse one too old (5 minutes) */
        'Webhook-Timestamp': string;
        /** @description `v1=` and the hex HMAC-SHA256, keyed with the endpoint’s secret, of `<Webhook-Timestamp>.<raw body>`; compare in constant time */
        'Webhook-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The event; the same in every attempt and its Webhook-Id header */
          id: string;
          /** @constant */
          type: 'prompt.version.rejected';
          /**
           * Format: date-time
           * @description When the change happened
           */
          createdAt: string;
          data: {
            prompt: {
              _id: string;
              title: string;
              category: string;
              categories: string[];
              model: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'disabled' | 'private';
              /** @description The moderator's reason (rejections) */
              reason: string | null;
              author: {
                _id: string;
                name: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            version: {
              number: number;
              /** @enum {string} */
              status: 'live' | 'rejected';
              /** @description The moderator's reason (rejections) */
              reason: string | null;
            };
          };
        };
      };
    };
    responses: {
      /** @description Received; the delivery is marked delivered */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received; the delivery is tried again on the schedule */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookChange_requestCreated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id (the body’s `id`), the same in every attempt: deduplicate on it */
        'Webhook-Id': string;
        /** @description When this attempt was signed, in Unix seconds: refuse one too old (5 minutes) */
        'Webhook-Timestamp': string;
        /** @description `v1=` and the hex HMAC-SHA256, keyed with the endpoint’s secret, of `<Webhook-Timestamp>.<raw body>`; compare in constant time */
        'Webhook-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The event; the same in every attempt and its Webhook-Id header */
          id: string;
          /** @constant */
          type: 'change_request.created';
          /**
           * Format: date-time
           * @description When the change happened
           */
          createdAt: string;
          data: {
            prompt: {
              _id: string;
              title: string;
              category: string;
              categories: string[];
              model: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'disabled' | 'private';
              /** @description The moderator's reason (rejections) */
              reason: string | null;
              author: {
                _id: string;
                name: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            changeRequest: {
              _id: string;
              /** @enum {string} */
              status: 'open' | 'accepted' | 'declined';
              proposer: {
                _id: string;
                name: string;
              };
              reason: string;
              /** @description The decision's note (decided requests) */
              note: string | null;
              /** @description The version an accepted request became (pending review, or live) */
              version: number | null;
            };
          };
        };
      };
    };
    responses: {
      /** @description Received; the delivery is marked delivered */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received; the delivery is tried again on the schedule */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookChange_requestDecided: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id (the body’s `id`), the same in every attempt: deduplicate on it */
        'Webhook-Id': string;
        /** @description When this attempt was signed, in Unix seconds: refuse one too old (5 minutes) */
        'Webhook-Timestamp': string;
        /** @description `v1=` and the hex HMAC-SHA256, keyed with the endpoint’s secret, of `<Webhook-Timestamp>.<raw body>`; compare in constant time */
        'Webhook-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The event; the same in every attempt and its Webhook-Id header */
          id: string;
          /** @constant */
          type: 'change_request.decided';
          /**
           * Format: date-time
           * @description When the change happened
           */
          createdAt: string;
          data: {
            prompt: {
              _id: string;
              title: string;
              category: string;
              categories: string[];
              model: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'disabled' | 'private';
              /** @description The moderator's reason (rejections) */
              reason: string | null;
              author: {
                _id: string;
                name: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            changeRequest: {
              _id: string;
              /** @enum {string} */
              status: 'open' | 'accepted' | 'declined';
              proposer: {
                _id: string;
                name: string;
              };
              reason: string;
              /** @description The decision's note (decided requests) */
              note: string | null;
              /** @description The version an accepted request became (pending review, or live) */
              version: number | null;
            };
          };
        };
      };
    };
    responses: {
      /** @description Received; the delivery is marked delivered */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received; the delivery is tried again on the schedule */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookPromptForked: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id (the body’s `id`), the same in every attempt: deduplicate on it */
        'Webhook-Id': string;
        /** @description When this attempt was signed, in Unix seconds: refuse one too old (5 minutes) */
        'Webhook-Timestamp': string;
        /** @description `v1=` and the hex HMAC-SHA256, keyed with the endpoint’s secret, of `<Webhook-Timestamp>.<raw body>`; compare in constant time */
        'Webhook-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The event; the same in every attempt and its Webhook-Id header */
          id: string;
          /** @constant */
          type: 'prompt.forked';
          /**
           * Format: date-time
           * @description When the change happened
           */
          createdAt: string;
          data: {
            prompt: {
              _id: string;
              title: string;
              category: string;
              categories: string[];
              model: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'disabled' | 'private';
              /** @description The moderator's reason (rejections) */
              reason: string | null;
              author: {
                _id: string;
                name: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            forkedFrom: {
              _id: string;
              /** @description The original’s title when it was forked */
              title: string;
              /** @description The original’s live version that was copied */
              version: number;
            };
          };
        };
      };
    };
    responses: {
      /** @description Received; the delivery is marked delivered */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received; the delivery is tried again on the schedule */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookUserRegistered: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id (the body’s `id`), the same in every attempt: deduplicate on it */
        'Webhook-Id': string;
        /** @description When this attempt was signed, in Unix seconds: refuse one too old (5 minutes) */
        'Webhook-Timestamp': string;
        /** @description `v1=` and the hex HMAC-SHA256, keyed with the endpoint’s secret, of `<Webhook-Timestamp>.<raw body>`; compare in constant time */
        'Webhook-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The event; the same in every attempt and its Webhook-Id header */
          id: string;
          /** @constant */
          type: 'user.registered';
          /**
           * Format: date-time
           * @description When the change happened
           */
          createdAt: string;
          data: {
            user: {
              _id: string;
              name: string;
              email: string;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Received; the delivery is marked delivered */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received; the delivery is tried again on the schedule */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookWebhookTest: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id (the body’s `id`), the same in every attempt: deduplicate on it */
        'Webhook-Id': string;
        /** @description When this attempt was signed, in Unix seconds: refuse one too old (5 minutes) */
        'Webhook-Timestamp': string;
        /** @description `v1=` and the hex HMAC-SHA256, keyed with the endpoint’s secret, of `<Webhook-Timestamp>.<raw body>`; compare in constant time */
        'Webhook-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The event; the same in every attempt and its Webhook-Id header */
          id: string;
          /** @constant */
          type: 'webhook.test';
          /**
           * Format: date-time
           * @description When the change happened
           */
          createdAt: string;
          data: {
            message: string;
          };
        };
      };
    };
    responses: {
      /** @description Received; the delivery is marked delivered */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received; the delivery is tried again on the schedule */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
