/** The app's tRPC router: one sub-router per domain. */
import { router } from './init.ts';
import { libraryRouter } from './routers/library-router.ts';

export const appRouter = router({
  library: libraryRouter,
});

export type AppRouter = typeof appRouter;
