/**
 * The in-process nudge from a service that has just committed outbox rows
 * to this instance's worker, so a message leaves at once instead of at the
 * next poll. Other instances find it at their next poll (OUTBOX_POLL_MS).
 */
export interface OutboxSignal {
  /** Call after the transaction that enqueued messages has committed. */
  wake(): void;
  /** The worker's side; returns a function that stops listening. */
  listen(listener: () => void): () => void;
}

export function createOutboxSignal(): OutboxSignal {
  const listeners = new Set<() => void>();
  return {
    wake: () => {
      for (const listener of listeners) listener();
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
