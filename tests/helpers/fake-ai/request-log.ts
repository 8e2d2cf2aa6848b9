/**
 * The requests the fake received, in arrival order, and waiting for one to
 * arrive or to be aborted. Waiters re-check on every change instead of
 * polling, so a test resumes as soon as the fake sees what it waits for.
 */
import type { FakeRequest } from './fake-request.ts';

const DEFAULT_TIMEOUT_MS = 5000;

export class RequestLog {
  /** The same array for the life of the fake: reset() empties it in place. */
  readonly requests: FakeRequest[] = [];
  private readonly listeners = new Set<() => void>();

  add(request: FakeRequest): void {
    this.requests.push(request);
    this.changed();
  }

  update(request: FakeRequest, patch: Partial<Pick<FakeRequest, 'aborted' | 'finished'>>): void {
    Object.assign(request, patch);
    this.changed();
  }

  clear(): void {
    this.requests.length = 0;
  }

  /** Resolves with the first request, already received or still to come, that matches. */
  waitForRequest(
    predicate: (request: FakeRequest) => boolean,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  ): Promise<FakeRequest> {
    return this.waitFor(() => this.requests.find(predicate), timeoutMs, 'a matching request');
  }

  /** Resolves once the client has closed this request; rejects if it was answered in full. */
  waitForAbort(request: FakeRequest, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    return this.waitFor(
      () => {
        if (request.finished && !request.aborted) {
          throw new Error(`the ${request.provider} request was answered in full, not aborted`);
        }
        return request.aborted ? true : undefined;
      },
      timeoutMs,
      `the ${request.provider} ${request.model} request to be aborted`,
    ).then(() => undefined);
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private waitFor<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const stop = () => {
        clearTimeout(timer);
        this.listeners.delete(listener);
      };
      const listener = () => {
        try {
          const found = check();
          if (found === undefined) return;
          stop();
          resolve(found);
        } catch (error) {
          stop();
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`fake AI: waited ${timeoutMs} ms for ${what}; got ${this.summary()}`));
      }, timeoutMs);
      this.listeners.add(listener);
      listener();
    });
  }

  private summary(): string {
    if (this.requests.length === 0) return 'no requests';
    return this.requests
      .map((r) => `${r.provider} ${r.endpoint} ${r.model} "${r.userText.slice(0, 40)}"`)
      .join('; ');
  }
}
