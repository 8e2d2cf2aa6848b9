/** The frame of every page: the fixed header, the page, the footer. */
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { ArrivalNotice } from './arrival-notice.tsx';
import { PaymentDueBanner } from './payment-due-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader, HEADER_HEIGHT } from './site-header.tsx';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        pt={HEADER_HEIGHT}
        mih="100vh"
        style={{ outline: 'none' }}
      >
        <ArrivalNotice />
        <PaymentDueBanner />
        {children}
      </Box>
      <SiteFooter />
    </>
  );
}
