/**
 * A sentence a page hands to the next one it sends the person to, such as
 * "Your account was deleted." after leaving Settings for home. It travels in
 * the history entry's state (navigate(to, { state: { notice } })), shows
 * once at the top of the page, and is taken out of the entry so a reload or
 * Back does not say it again.
 */
import { CloseButton, Container, Group, Notification } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useHydrated } from '../../hooks/use-hydrated.ts';

export interface ArrivalState {
  notice: string;
}

function readNotice(): string | null {
  if (typeof window === 'undefined') return null; // prerendering
  const state = window.history.state as Partial<ArrivalState> | null;
  return typeof state?.notice === 'string' ? state.notice : null;
}

export function ArrivalNotice() {
  const [location] = useLocation();
  // The server never knows the history entry: while a prerendered page
  // hydrates, render nothing as it did, then show the notice if there is one.
  const hydrated = useHydrated();
  const [shownFor, setShownFor] = useState(location);
  const [notice, setNotice] = useState(readNotice);
  // A new page: its own notice, or none.
  if (shownFor !== location) {
    setShownFor(location);
    setNotice(readNotice());
  }
  // Said once: out of the history entry, so a reload or Back does not repeat it.
  useEffect(() => {
    if (!hydrated || !notice) return;
    const state = window.history.state as Partial<ArrivalState> | null;
    if (state?.notice) window.history.replaceState({ ...state, notice: undefined }, '');
  }, [hydrated, notice]);
  return (
    <div role="status" aria-live="polite">
      {hydrated && notice && (
        <Container size="lg" pt="md">
          <Notification
            icon={<IconCheck size={18} aria-hidden />}
            color="teal"
            withCloseButton={false}
            withBorder
          >
            <Group justify="space-between" wrap="nowrap">
              {notice}
              <CloseButton aria-label="Dismiss" onClick={() => setNotice(null)} />
            </Group>
          </Notification>
        </Container>
      )}
    </div>
  );
}
