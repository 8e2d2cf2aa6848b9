/** The app's tRPC router: one sub-router per domain. */
import { router } from './init.ts';
import { accountRouter } from './routers/account-router.ts';
import { adminRouter } from './routers/admin-router.ts';
import { apiKeysRouter } from './routers/api-keys-router.ts';
import { authRouter } from './routers/auth-router.ts';
import { collectionsRouter } from './routers/collections-router.ts';
import { notificationsRouter } from './routers/notifications-router.ts';
import { changeRequestsRouter } from './routers/change-requests-router.ts';
import { libraryRouter } from './routers/library-router.ts';
import { playgroundRouter } from './routers/playground-router.ts';
import { promptsRouter } from './routers/prompts-router.ts';
import { securityRouter } from './routers/security-router.ts';
import { setupRouter } from './routers/setup-router.ts';
import { webhooksRouter } from './routers/webhooks-router.ts';

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  library: libraryRouter,
  prompts: promptsRouter,
  collections: collectionsRouter,
  admin: adminRouter,
  playground: playgroundRouter,
  setup: setupRouter,
  apiKeys: apiKeysRouter,
  webhooks: webhooksRouter,
  notifications: notificationsRouter,
  changeRequests: changeRequestsRouter,
  security: securityRouter,
});

export type AppRouter = typeof appRouter;
