/**
 * Matrix rows of the first-run setup link (decision 031). Anyone may ask
 * what a link would do (the screen says it before sign-in); claiming one
 * needs an account. The token is no real link, so every signed-in claim is
 * refused as unknown (the claims themselves: first-admin-setup.test.ts).
 */
import { everyone, type MatrixRows, signedIn, trpcMutation, trpcQuery } from './matrix-types.ts';

const TOKEN = 'not-a-real-setup-token-0000000000000000000';

export const SETUP_ROWS: MatrixRows = {
  'setup.status': [
    {
      label: 'what the link does',
      request: () => trpcQuery('setup.status', { token: TOKEN }),
      expect: everyone(200),
    },
  ],
  'setup.claim': [
    {
      label: 'an unknown link',
      request: () => trpcMutation('setup.claim', { token: TOKEN }),
      expect: signedIn(404),
    },
  ],
};
