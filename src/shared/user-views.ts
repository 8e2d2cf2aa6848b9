/** What both doors return for a user: never a password hash, never a session. */
import type { AccountStatus, PlanFeature, SubscriptionStatus, UserRole } from './prompt-fields.ts';

export interface UserView {
  _id: string;
  name: string;
  email: string;
  /** A URL on this server, or null for the placeholder. */
  avatar: string | null;
  role: UserRole;
  subscriptionPlan: string;
  /** The account: a disabled one cannot sign in or act. */
  status: AccountStatus;
  /** Kept for the spec's clients: 'disabled' while the account is, else the subscription's. */
  subscriptionStatus: SubscriptionStatus;
  /** True when a password is set (Google-only accounts may set a first one). */
  hasPassword: boolean;
  createdAt: Date;
}

/** What saving a profile returns, on both doors. */
export interface ProfileUpdate {
  user: UserView;
  /** Sessions of this account on other devices that a password change ended (0 otherwise). */
  otherSessionsEnded: number;
}

export interface PlanView {
  id: string;
  name: string;
  description: string;
  price: number;
  yearlyPrice: number;
  interval: string;
  features: PlanFeature[];
  /** Null means unlimited. */
  monthlyGenerations: number | null;
  monthlySubmissions: number | null;
}

/** What the sign-in screen needs to know about this deployment. */
export interface SignInOptions {
  passwordSignIn: boolean;
  googleSignIn: boolean;
}
