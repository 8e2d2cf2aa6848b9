/**
 * Runs of the playground: one lane per model, each its own streamed request
 * with its own Stop. Starting a run aborts whatever still ran; leaving the
 * page aborts everything, which ends the run at the provider too.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { TextRunDraft } from '../../../shared/generation-inputs.ts';
import { EMPTY_RUN, isRunning, runReducer } from './run-state.ts';
import { GENERATION_FAILED_MESSAGE, GenerationFailure, streamGeneration } from './run-stream.ts';

/** The code of a 429 answer: the visitor's or the plan's generations are used up. */
const ALLOWANCE_REFUSED_CODE = 'TOO_MANY_REQUESTS';

export interface LaneRequest {
  key: string;
  /** The lane's heading when not just the model (two versions of a prompt). */
  label?: string;
  draft: TextRunDraft;
  image: File | null;
  stepTitles: string[];
}

export function useGenerationRuns() {
  const [state, dispatch] = useReducer(runReducer, EMPTY_RUN);
  const controllers = useRef(new Map<string, AbortController>());
  const lastRunId = useRef(0);
  // The server's word when it refused a run for the allowance: shown once, not per lane.
  const [refusal, setRefusal] = useState<string | null>(null);

  const stop = useCallback((key?: string) => {
    for (const [laneKey, controller] of controllers.current) {
      if (key === undefined || key === laneKey) controller.abort();
    }
  }, []);

  useEffect(() => () => stop(), [stop]);

  const runLane = useCallback((runId: number, lane: LaneRequest) => {
    const { key } = lane;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    streamGeneration({
      draft: lane.draft,
      image: lane.image,
      signal: controller.signal,
      onEvent: (event) => dispatch({ type: 'event', runId, key, event }),
    })
      .then(() => dispatch({ type: 'ended', runId, key }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) dispatch({ type: 'stopped', runId, key });
        else if (error instanceof GenerationFailure && error.code === ALLOWANCE_REFUSED_CODE) {
          dispatch({ type: 'refused', runId, key });
          setRefusal(error.message);
        } else {
          const message =
            error instanceof GenerationFailure ? error.message : GENERATION_FAILED_MESSAGE;
          dispatch({ type: 'failed', runId, key, message });
        }
      })
      .finally(() => {
        if (controllers.current.get(key) === controller) controllers.current.delete(key);
      });
  }, []);

  const start = useCallback(
    (lanes: LaneRequest[]) => {
      stop();
      controllers.current.clear();
      lastRunId.current += 1;
      const runId = lastRunId.current;
      setRefusal(null);
      dispatch({
        type: 'start',
        runId,
        lanes: lanes.map(({ key, label, draft, stepTitles }) => ({
          key,
          model: draft.model,
          label,
          stepTitles,
        })),
      });
      for (const lane of lanes) runLane(runId, lane);
    },
    [stop, runLane],
  );

  const clear = useCallback(() => {
    stop();
    setRefusal(null);
    dispatch({ type: 'clear' });
  }, [stop]);

  return {
    runId: state.runId,
    lanes: state.lanes,
    isRunning: isRunning(state),
    refusal,
    start,
    stop,
    clear,
  };
}
