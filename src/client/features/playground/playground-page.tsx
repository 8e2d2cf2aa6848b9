/**
 * The Playground (/playground, PRODUCT_SPEC sections 2, 3, 4 and 9; issue
 * 10): run a prompt against a model, streamed, with variables, a reference
 * image, chains and side-by-side comparison. It may be entered with a
 * prompt in navigation state (Try This on home, the library and a prompt's
 * page), or with one version of a stored prompt in its address (the prompt
 * page's history: the Version panel then names it, offers the others and
 * compares two); a new entry starts the workspace afresh, else the tab's
 * kept workspace comes back.
 */
import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { PlaygroundVersion } from '../../lib/playground-version-path.ts';
import { AllowanceNotice } from './allowance-notice.tsx';
import { ChainSteps } from './chain-steps.tsx';
import { ComparePanel } from './compare-panel.tsx';
import type { PlaygroundEntry } from './entry-state.ts';
import { ModelPicker } from './model-picker.tsx';
import { ModelSettingsPanel } from './model-settings-panel.tsx';
import { OutputPanel } from './output-panel.tsx';
import { PanelCard } from './panel-card.tsx';
import classes from './playground.module.css';
import { filledPrompt } from './playground-draft.ts';
import { PromptEditor } from './prompt-editor.tsx';
import { RecentPrompts } from './recent-prompts.tsx';
import { ReferenceImage } from './reference-image.tsx';
import { RunActions } from './run-actions.tsx';
import { usePlayground } from './use-playground.ts';
import { usePlaygroundStart } from './use-playground-entry.ts';
import { useVersionCompare } from './use-version-compare.ts';
import { VariablesPanel } from './variables-panel.tsx';
import { VersionPanel } from './version-panel.tsx';

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

function Workspace({
  entry,
  version,
}: {
  entry: PlaygroundEntry | null;
  version: PlaygroundVersion | null;
}) {
  const playground = usePlayground(entry);
  const { draft, update, compare, runs, recent, reference } = playground;
  // Two versions side by side when one is chosen; else Generate as it always was.
  const versions = useVersionCompare(playground, version);
  const chainType = draft.chain?.enabled ? draft.chain.executionType : null;
  const showCompare = compare.isOn || runs.lanes.length > 1;
  const outputRef = useScrollOnRun(runs.runId);

  return (
    <div className={classes.layout}>
      {version && (
        // First on a phone, across both columns on a wide screen.
        <div style={{ order: 0, gridColumn: '1 / -1' }}>
          <VersionPanel
            version={version}
            draft={draft}
            compare={versions}
            comparingModels={compare.isOn}
            isRunning={runs.isRunning}
          />
        </div>
      )}
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
              onRun={versions.generate}
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
              names={versions.names}
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
              blocker={versions.blocker}
              showBlocker={versions.blocker !== versions.limitBlocker}
              copyText={filledPrompt(draft)}
              onGenerate={versions.generate}
              onStop={() => runs.stop()}
            >
              <AllowanceNotice
                allowance={playground.allowance}
                limitBlocker={versions.limitBlocker}
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
  const { entry, key, version, isLoading } = usePlaygroundStart();
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
        {isLoading ? (
          <Skeleton h={480} radius="md" role="status" aria-label="Loading the version" />
        ) : (
          <Workspace key={key} entry={entry} version={version} />
        )}
      </Stack>
    </Container>
  );
}
