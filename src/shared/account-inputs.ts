/** Input schemas of the account doors (tRPC and REST parse with these). */
import { z } from 'zod';

import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './account-limits.ts';

const email = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(254, 'is too long')
  .pipe(z.email({ error: 'must be a valid email address' }));

const newPassword = z
  .string({ error: 'is required' })
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`);

const name = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(MAX_NAME_LENGTH, `must be at most ${MAX_NAME_LENGTH} characters`);

export const registerInput = z.object({ name, email, password: newPassword });

export const loginInput = z.object({
  email,
  password: z
    .string({ error: 'is required' })
    .min(1, 'is required')
    .max(MAX_PASSWORD_LENGTH, 'is too long'),
});

export const googleTokenInput = z.object({
  token: z.string({ error: 'is required' }).min(1, 'is required').max(8_000, 'is too long'),
});

export const updateProfileInput = z
  .object({
    name: name.optional(),
    currentPassword: z.string().max(MAX_PASSWORD_LENGTH, 'is too long').optional(),
    newPassword: newPassword.optional(),
  })
  .refine((value) => !value.currentPassword || value.newPassword, {
    message: 'is required to change the password',
    path: ['newPassword'],
  });

export const subscribeInput = z.object({
  planId: z.string({ error: 'is required' }).trim().min(1, 'is required').max(40, 'is too long'),
});
