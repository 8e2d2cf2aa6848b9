/** Selecting a user's public columns and shaping them as a UserView. */
import { eq } from 'drizzle-orm';
import type { UserView } from '../../../shared/user-views.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { uploadUrl } from '../uploads/upload-url.ts';

export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  avatarKey: users.avatarKey,
  role: users.role,
  subscriptionPlan: users.subscriptionPlan,
  subscriptionStatus: users.subscriptionStatus,
  status: users.status,
  passwordHash: users.passwordHash,
  createdAt: users.createdAt,
};

export function toUserView(row: {
  id: string;
  name: string;
  email: string;
  avatarKey: string | null;
  role: UserView['role'];
  subscriptionPlan: string;
  subscriptionStatus: UserView['subscriptionStatus'];
  status: UserView['status'];
  passwordHash: string | null;
  createdAt: Date;
}): UserView {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatarKey ? uploadUrl(row.avatarKey) : null,
    role: row.role,
    subscriptionPlan: row.subscriptionPlan,
    status: row.status,
    subscriptionStatus: row.status === 'disabled' ? 'disabled' : row.subscriptionStatus,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt,
  };
}

export async function findUserView(db: Database, userId: string): Promise<UserView> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return toUserView(row);
}
