/**
 * Route guards. A signed-in-only page sends a visitor to /login, remembering
 * where they were going; an admin page sends a signed-in non-admin to /.
 * The server enforces the same rules on every call; these only steer.
 */
import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useCurrentUser } from '../hooks/use-current-user.ts';

function Checking() {
  return (
    <Center mih="60vh" role="status" aria-label="Checking your sign-in">
      <Loader />
    </Center>
  );
}

function useRedirect(to: string | null) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (to) navigate(to, { replace: true });
  }, [to, navigate]);
}

export function RequireSignIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const [pathname] = useLocation();
  const search = useSearch();
  const here = `${pathname}${search ? `?${search}` : ''}`;
  useRedirect(!isLoading && !user ? `/login?redirect=${encodeURIComponent(here)}` : null);
  return isLoading || !user ? <Checking /> : children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading, isAdmin } = useCurrentUser();
  const [pathname] = useLocation();
  const target = !user ? `/login?redirect=${encodeURIComponent(pathname)}` : '/';
  useRedirect(!isLoading && !isAdmin ? target : null);
  return isLoading || !isAdmin ? <Checking /> : children;
}
