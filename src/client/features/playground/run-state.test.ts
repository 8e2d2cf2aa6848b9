import { describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../../shared/generation-events.ts';
import { EMPTY_RUN, isRunning, type RunAction, runReducer, type RunState } from './run-state.ts';

const started = (stepTitles: string[] = [], keys = ['ChatGPT']): RunState =>
  runReducer(EMPTY_RUN, {
    type: 'start',
    runId: 1,
    lanes: keys.map((key) => ({ key, model: key, stepTitles })),
  });

const events = (state: RunState, list: GenerationEvent[], key = 'ChatGPT', runId = 1) =>
  list.reduce<RunState>(
    (current, event) => runReducer(current, { type: 'event', runId, key, event }),
    state,
  );

describe('runReducer', () => {
  it('appends streamed text to its step and finishes on done', () => {
    let state = started();
    state = events(state, [
      { type: 'step', step: 0, steps: 1, title: '' },
      { type: 'text', step: 0, text: 'Hel' },
      { type: 'text', step: 0, text: 'lo' },
    ]);
    expect(state.lanes[0]?.steps).toEqual([
      { title: '', text: 'Hello', imageUrl: null, status: 'running' },
    ]);
    expect(isRunning(state)).toBe(true);
    state = events(state, [{ type: 'step-end', step: 0 }, { type: 'done' }]);
    expect(state.lanes[0]?.status).toBe('done');
    expect(state.lanes[0]?.steps[0]?.status).toBe('done');
    expect(isRunning(state)).toBe(false);
  });

  it("fills each chain step in turn, with the server's titles over the known ones", () => {
    let state = started(['Outline', 'Step 2']);
    state = events(state, [
      { type: 'step', step: 0, steps: 2, title: 'Outline' },
      { type: 'text', step: 0, text: 'A, B' },
      { type: 'step-end', step: 0 },
      { type: 'step', step: 1, steps: 2, title: 'Draft' },
      { type: 'text', step: 1, text: 'Once' },
    ]);
    expect(state.lanes[0]?.steps.map(({ title, text, status }) => [title, text, status])).toEqual([
      ['Outline', 'A, B', 'done'],
      ['Draft', 'Once', 'running'],
    ]);
  });

  it('keeps the image of a step', () => {
    const state = events(started(), [{ type: 'image', step: 0, imageUrl: '/files/x.png' }]);
    expect(state.lanes[0]?.steps[0]?.imageUrl).toBe('/files/x.png');
  });

  it('keeps the partial text when stopped, and leaves unstarted steps waiting', () => {
    let state = events(started(['One', 'Two']), [{ type: 'text', step: 0, text: 'Half' }]);
    state = runReducer(state, { type: 'stopped', runId: 1, key: 'ChatGPT' });
    const lane = state.lanes[0];
    expect(lane?.status).toBe('stopped');
    expect(lane?.steps.map((step) => [step.text, step.status])).toEqual([
      ['Half', 'stopped'],
      ['', 'waiting'],
    ]);
  });

  it('fails with the message of an error event, or the generic one', () => {
    const failed = events(started(), [
      { type: 'text', step: 0, text: 'x' },
      { type: 'progress' },
      {
        type: 'error',
        step: 0,
        message: 'The provider is busy',
        code: 'PROVIDER_BUSY',
        charged: 0,
        steps: [],
      },
    ]);
    expect(failed.lanes[0]).toMatchObject({ status: 'failed', error: 'The provider is busy' });
    expect(failed.lanes[0]?.steps[0]?.status).toBe('failed');
    const blank = events(started(), [
      { type: 'error', step: 0, message: '', code: 'X', charged: 0, steps: [] },
    ]);
    expect(blank.lanes[0]?.error).toBe('Failed to generate output');
  });

  it('treats a stream that closes before done as a failure, but not after done', () => {
    const cut = runReducer(started(), { type: 'ended', runId: 1, key: 'ChatGPT' });
    expect(cut.lanes[0]).toMatchObject({ status: 'failed', error: 'Failed to generate output' });
    const whole = runReducer(events(started(), [{ type: 'done' }]), {
      type: 'ended',
      runId: 1,
      key: 'ChatGPT',
    });
    expect(whole.lanes[0]?.status).toBe('done');
  });

  it('runs compared lanes apart: one failing leaves the other writing', () => {
    let state = started([], ['ChatGPT', 'Claude']);
    state = runReducer(state, { type: 'failed', runId: 1, key: 'Claude', message: 'No key' });
    state = events(state, [{ type: 'text', step: 0, text: 'Hi' }], 'ChatGPT');
    expect(state.lanes.map((lane) => [lane.key, lane.status, lane.error])).toEqual([
      ['ChatGPT', 'running', null],
      ['Claude', 'failed', 'No key'],
    ]);
  });

  it('ignores actions of an older run and anything after a lane ended', () => {
    let state = started();
    const late: RunAction = { type: 'event', runId: 0, key: 'ChatGPT', event: { type: 'done' } };
    expect(runReducer(state, late)).toBe(state);
    state = runReducer(state, { type: 'stopped', runId: 1, key: 'ChatGPT' });
    state = events(state, [{ type: 'text', step: 0, text: 'late' }]);
    expect(state.lanes[0]?.steps[0]?.text).toBe('');
  });

  it('clears the lanes', () => {
    expect(runReducer(started(), { type: 'clear' }).lanes).toEqual([]);
  });
});
