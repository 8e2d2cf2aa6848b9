/**
 * A link to an SPA route (client-side, through wouter) or to a page the
 * server serves itself, such as the REST reference: that one needs a plain
 * <a href> so the browser loads it instead of the router looking for it.
 */
import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface DocLinkProps extends AnchorProps {
  href: string;
  external?: boolean;
  children: ReactNode;
  'aria-label'?: string;
}

export function DocLink({ href, external, children, ...rest }: DocLinkProps) {
  if (external) {
    return (
      <Anchor href={href} {...rest}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} href={href} {...rest}>
      {children}
    </Anchor>
  );
}
