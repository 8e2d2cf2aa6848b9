/**
 * Around a part loaded as its own chunk: if the chunk cannot be had (the
 * network dropped, or a new deploy removed the old files), the part is
 * left out instead of the whole page going blank.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Shown instead of the part; nothing by default. */
  fallback?: ReactNode;
}

export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
