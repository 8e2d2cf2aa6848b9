/**
 * What the output panels show, built from the streamed events. A run has
 * one lane per model (one lane, or two or three when comparing); a lane has
 * one step per prompt of the chain (one for a plain prompt). Every action
 * carries the run it belongs to, so a late event of a run that was stopped
 * or replaced never writes into the next one.
 */
import type { GenerationEvent } from '../../../shared/generation-events.ts';
import { GENERATION_FAILED_MESSAGE } from './run-stream.ts';

export type StepStatus = 'waiting' | 'running' | 'done' | 'stopped' | 'failed';
/** refused: the server turned the run down before it began (the allowance is used up). */
export type LaneStatus = 'running' | 'done' | 'stopped' | 'failed' | 'refused';

export interface StepOutput {
  title: string;
  text: string;
  imageUrl: string | null;
  status: StepStatus;
}

export interface Lane {
  key: string;
  model: string;
  /** What the lane's heading says when not just the model (a version: "v3 · Claude"). */
  label?: string;
  status: LaneStatus;
  steps: StepOutput[];
  /** The message after "Error: " when the lane failed. */
  error: string | null;
  /** What the server lowered for this run (a maximum above the plan's), to say above the output. */
  notice: string | null;
}

export interface RunState {
  runId: number;
  lanes: Lane[];
}

export interface LaneStart {
  key: string;
  model: string;
  label?: string;
  /** One title per step, known before the run (the chain's titles). */
  stepTitles: string[];
}

export type RunAction =
  | { type: 'start'; runId: number; lanes: LaneStart[] }
  | { type: 'event'; runId: number; key: string; event: GenerationEvent }
  /** The stream closed. */
  | { type: 'ended'; runId: number; key: string }
  | { type: 'failed'; runId: number; key: string; message: string }
  | { type: 'stopped'; runId: number; key: string }
  | { type: 'refused'; runId: number; key: string }
  | { type: 'clear' };

export const EMPTY_RUN: RunState = { runId: 0, lanes: [] };

const blankStep = (title = ''): StepOutput => ({
  title,
  text: '',
  imageUrl: null,
  status: 'waiting',
});

function withStep(lane: Lane, index: number, change: (step: StepOutput) => StepOutput): Lane {
  const steps = [...lane.steps];
  while (steps.length <= index) steps.push(blankStep());
  steps[index] = change(steps[index] ?? blankStep());
  return { ...lane, steps };
}

/** Ends a lane: steps still waiting or writing take the lane's outcome. */
function finishLane(lane: Lane, status: LaneStatus, error: string | null = null): Lane {
  const open = (step: StepOutput) => step.status === 'waiting' || step.status === 'running';
  // A step that never started stays "waiting" when the run ended well or was stopped.
  const stepStatus = (step: StepOutput): StepStatus => {
    if (!open(step)) return step.status;
    if (status === 'done') return 'done';
    if (step.status === 'waiting') return 'waiting';
    return status === 'stopped' ? 'stopped' : 'failed';
  };
  return {
    ...lane,
    status,
    error,
    steps: lane.steps.map((step) => ({ ...step, status: stepStatus(step) })),
  };
}

function applyEvent(lane: Lane, event: GenerationEvent): Lane {
  switch (event.type) {
    case 'step':
      return withStep(lane, event.step, (step) => ({
        ...step,
        title: event.title || step.title,
        status: 'running',
      }));
    case 'text':
      return withStep(lane, event.step, (step) => ({
        ...step,
        text: step.text + event.text,
        status: 'running',
      }));
    case 'image':
      return withStep(lane, event.step, (step) => ({ ...step, imageUrl: event.imageUrl }));
    case 'step-end':
      return withStep(lane, event.step, (step) => ({ ...step, status: 'done' }));
    case 'error':
      return finishLane(lane, 'failed', event.message || GENERATION_FAILED_MESSAGE);
    case 'clamped':
      return { ...lane, notice: event.message };
    case 'progress':
      // The provider is still working: the line is alive, the lane already says "Generating...".
      return lane;
    case 'done':
      return finishLane(lane, 'done');
  }
}

function updateLane(state: RunState, key: string, change: (lane: Lane) => Lane): RunState {
  return {
    ...state,
    lanes: state.lanes.map((lane) =>
      // A finished lane keeps what it shows: nothing after its end counts.
      lane.key === key && lane.status === 'running' ? change(lane) : lane,
    ),
  };
}

export function runReducer(state: RunState, action: RunAction): RunState {
  if (action.type === 'clear') return { runId: state.runId, lanes: [] };
  if (action.type === 'start') {
    return {
      runId: action.runId,
      lanes: action.lanes.map(({ key, model, label, stepTitles }) => ({
        key,
        model,
        ...(label ? { label } : {}),
        status: 'running',
        steps: (stepTitles.length > 0 ? stepTitles : ['']).map(blankStep),
        error: null,
        notice: null,
      })),
    };
  }
  if (action.runId !== state.runId) return state;
  switch (action.type) {
    case 'event':
      return updateLane(state, action.key, (lane) => applyEvent(lane, action.event));
    case 'ended':
      // The stream closed without "done" or "error": the answer is incomplete.
      return updateLane(state, action.key, (lane) =>
        finishLane(lane, 'failed', GENERATION_FAILED_MESSAGE),
      );
    case 'failed':
      return updateLane(state, action.key, (lane) => finishLane(lane, 'failed', action.message));
    case 'stopped':
      return updateLane(state, action.key, (lane) => finishLane(lane, 'stopped'));
    case 'refused':
      return updateLane(state, action.key, (lane) => finishLane(lane, 'refused'));
  }
}

export function isRunning(state: RunState): boolean {
  return state.lanes.some((lane) => lane.status === 'running');
}
