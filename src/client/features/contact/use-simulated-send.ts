/**
 * The contact form's cycle (PRODUCT_SPEC section 4): idle, then "sending"
 * for SEND_DELAY_MS, then "sent" for CONFIRMATION_MS, then idle again, when
 * onReset clears the fields. No request is made. Each phase's timer is the
 * effect's, so leaving the page mid-cycle cancels it.
 */
import { useEffect, useRef, useState } from 'react';
import { CONFIRMATION_MS, SEND_DELAY_MS } from './contact-content.ts';

export type SendPhase = 'idle' | 'sending' | 'sent';

export function useSimulatedSend(onReset: () => void): {
  phase: SendPhase;
  send: () => void;
} {
  const [phase, setPhase] = useState<SendPhase>('idle');
  // The latest onReset, without restarting the timer when it changes.
  const reset = useRef(onReset);
  useEffect(() => {
    reset.current = onReset;
  });

  useEffect(() => {
    if (phase === 'idle') return undefined;
    const timer = window.setTimeout(
      () => {
        if (phase === 'sending') {
          setPhase('sent');
        } else {
          reset.current();
          setPhase('idle');
        }
      },
      phase === 'sending' ? SEND_DELAY_MS : CONFIRMATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [phase]);

  const send = () => {
    setPhase((current) => (current === 'idle' ? 'sending' : current));
  };
  return { phase, send };
}
