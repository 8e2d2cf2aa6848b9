/**
 * The header's account corner: Login for visitors; for a signed-in person
 * the member's controls (member-controls.tsx), their own chunk: their
 * tooltips bring a positioning library most visitors never need.
 */
import { Button, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { LoadBoundary } from '../load-boundary.tsx';

const MemberControls = lazy(() => import('./member-controls.tsx'));

function Checking() {
  return <Skeleton w={96} h={36} radius="md" aria-label="Loading your account" />;
}

export function useLoginHref(): string {
  const [pathname] = useLocation();
  return pathname === '/login' ? '/login' : `/login?redirect=${encodeURIComponent(pathname)}`;
}

export function AccountControls() {
  const { user, isLoading } = useCurrentUser();
  const loginHref = useLoginHref();

  if (isLoading) return <Checking />;
  if (!user) {
    return (
      <Button component={Link} href={loginHref}>
        Login
      </Button>
    );
  }
  return (
    <LoadBoundary>
      <Suspense fallback={<Checking />}>
        <MemberControls />
      </Suspense>
    </LoadBoundary>
  );
}
