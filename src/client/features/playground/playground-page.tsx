/**
 * The Playground (/playground, PRODUCT_SPEC sections 2, 3, 4 and 9; issue
 * 10): run a prompt against a model, streamed, with variables, a reference
 * image, chains and side-by-side comparison. It may be entered with a
 * prompt in navigation state (Try This on home, the library and a prompt's
 * page); a new entry starts the workspace afresh, else the tab's kept
 * workspace comes back.
 */
import { Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { AllowanceNotice } from './allowance-notice.tsx';
import { ChainSteps } from './chain-steps.tsx';
import { ComparePanel } from './compare-panel.tsx';
import { type PlaygroundEntry, readEntryState } from './entry-state.ts';
import { ModelPicker } from './model-picker.tsx';
import { ModelSettingsPanel } from './model-settings-panel.tsx';
import { OutputPanel } from './output-panel.tsx';
import { PanelCard } from './panel-card.tsx';
import classes from './playground.module.css';
import { filledPrompt, variableNames } from './playground-draft.ts';
import { PromptEditor } from './prompt-editor.tsx';
import { RecentPrompts } from './recent-prompts.tsx';
import { ReferenceImage } from './reference-image.tsx';
import { RunActions } from './run-actions.tsx';
import { usePlayground } from './use-playground.ts';
import { VariablesPanel } from './variables-panel.tsx';

interface EntrySeen {
  state: unknown;
  entry: PlaygroundEntry | null;
  /** Changes with each new entry, which remounts the workspace. */
  version: number;
}

/**
 * The entry in history.state. A plain visit (the header's link, no state)
 * keeps the workspace as it is; only a new prompt replaces it.
 */
function useEntry(): EntrySeen {
  const state = useHistoryState<unknown>();
  const [seen, setSeen] = useState<EntrySeen>(() => ({
    state,
    entry: readEntryState(state),
    version: 0,
  }));
  if (state !== seen.state) {
    const entry = readEntryState(state);
    setSeen(entry ? { state, entry, version: seen.version + 1 } : { ...seen, state });
  }
  return seen;
}

/** Brings the output into view as a run starts, smoothly unless motion is reduced. */
function useScrollOnRun(runId: number) {
  const target = useRef<HTMLDivElement>(null);
  const seenRun = useRef(runId);
  useEffect(() => {
    if (runId === seenRun.current) return;
    seenRun.current = runId;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'nearest' });
  }, [runId]);
  return target;
}

function Workspace({ entry }: { entry: PlaygroundEntry | null }) {
  const playground = usePlayground(entry);
  const { draft, update, compare, runs, recent, reference } = playground;
  const chainType = draft.chain?.enabled ? draft.chain.executionType : null;
  const showCompare = compare.isOn || runs.lanes.length > 1;
  const outputRef = useScrollOnRun(runs.runId);

  return (
    <div className={classes.layout}>
      <div className={classes.model}>
        <ModelPicker
          models={playground.models}
          selected={draft.model}
          isImagePrompt={draft.isImagePrompt}
          compare={compare}
          isRunning={runs.isRunning}
          switchNotice={playground.switchNotice}
          onImagePromptChange={playground.changeImagePrompt}
          onCompareChange={playground.changeCompare}
          onPick={playground.pickModel}
        />
      </div>
      <div className={classes.main}>
        <div className={classes.prompt}>
          <PanelCard
            title="Prompt"
            description="Write or adjust the prompt, fill in its variables, then run it."
          >
            <PromptEditor
              prompt={draft.prompt}
              systemPrompt={draft.systemPrompt}
              onChange={update}
              onRun={playground.generate}
            />
            {draft.chain && (
              <ChainSteps
                chain={draft.chain}
                disabled={runs.isRunning}
                onEnabledChange={(enabled) =>
                  update({ chain: draft.chain && { ...draft.chain, enabled } })
                }
              />
            )}
            <VariablesPanel
              names={variableNames(draft)}
              values={draft.variables}
              onChange={(name, value) =>
                update({ variables: { ...draft.variables, [name]: value } })
              }
            />
            <ModelSettingsPanel
              models={playground.chosen}
              settings={draft.settings ?? {}}
              problems={playground.settingsProblems}
              disabled={runs.isRunning}
              onChange={(settings) => update({ settings })}
            />
            <RunActions
              isImagePrompt={draft.isImagePrompt}
              isRunning={runs.isRunning}
              blocker={playground.blocker}
              showBlocker={playground.blocker !== playground.limitBlocker}
              copyText={filledPrompt(draft)}
              onGenerate={playground.generate}
              onStop={() => runs.stop()}
            >
              <AllowanceNotice
                allowance={playground.allowance}
                limitBlocker={playground.limitBlocker}
                refusal={runs.refusal}
                isRunning={runs.isRunning}
              />
            </RunActions>
          </PanelCard>
        </div>
        {!showCompare && (
          <div className={classes.output} ref={outputRef}>
            <OutputPanel
              lane={runs.lanes[0] ?? null}
              executionType={chainType}
              isImagePrompt={draft.isImagePrompt}
              onStop={() => runs.stop()}
            />
          </div>
        )}
      </div>
      <div className={classes.side}>
        <div className={classes.image}>
          <ReferenceImage
            reference={reference}
            models={compare.isOn ? compare.models : [draft.model]}
            offer={playground.imageSource}
          />
        </div>
        <div className={classes.recent}>
          <RecentPrompts
            entries={recent.entries}
            disabled={runs.isRunning}
            onRestore={playground.restore}
            onForgetAll={recent.forgetAll}
          />
        </div>
      </div>
      {showCompare && (
        <div className={`${classes.output} ${classes.wide}`} ref={outputRef}>
          <ComparePanel lanes={runs.lanes} executionType={chainType} onStop={runs.stop} />
        </div>
      )}
    </div>
  );
}

export default function PlaygroundPage() {
  const { entry, version } = useEntry();
  // The entry has been read into the workspace, which is kept from now on
  // (draft-storage.ts): a reload or Back must not bring the entry back over
  // the person's edits.
  useEffect(() => {
    if (entry) window.history.replaceState(null, '');
  }, [entry]);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Playground</Title>
          <Text c="dimmed">
            Run a prompt against a model and watch the answer arrive, fill in its variables, add a
            reference image, run whole chains, or compare models side by side.
          </Text>
        </Stack>
        <Workspace key={version} entry={entry} />
      </Stack>
    </Container>
  );
}
