/**
 * The playground's state and what the person can do with it: edit the
 * draft, pick one model (or 2-3 to compare), set a reference image, run,
 * stop, and go back to a recent prompt. Every run is remembered in the
 * recent list, as is the prompt the page was entered with. The draft is
 * kept for the tab (draft-storage.ts), and the allowance is checked first.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MODEL_KINDS, playgroundModelsFor, type PlaygroundModel } from '../../../shared/models.ts';
import { allowanceBlocker, callsNeeded } from './allowance-rules.ts';
import {
  canCompare,
  compareHint,
  compareModelsFor,
  toggleCompareModel,
} from './compare-selection.ts';
import {
  readStoredWorkspace,
  type StoredWorkspace,
  writeStoredWorkspace,
} from './draft-storage.ts';
import type { PlaygroundEntry } from './entry-state.ts';
import {
  type ModelsState,
  unavailableReason,
  useAllowance,
  useModelAvailability,
} from './playground-api.ts';
import {
  draftFromEntry,
  draftFromRecent,
  EMPTY_DRAFT,
  generationDraft,
  type PlaygroundDraft,
  recentEntryOf,
  runSettingsProblems,
  setImagePrompt,
  stepTitles,
} from './playground-draft.ts';
import type { RecentPrompt } from './recent-prompts-store.ts';
import { seesImages } from './reference-image-rules.ts';
import { useGenerationRuns } from './use-generation-runs.ts';
import { useRecentPrompts } from './use-recent-prompts.ts';
import { type ImageSource, useReferenceImage } from './use-reference-image.ts';

export interface CompareState {
  isOn: boolean;
  models: PlaygroundModel[];
  /** Why the last pick was refused (a fourth model). */
  problem: string | null;
}

const COMPARE_OFF: CompareState = { isOn: false, models: [], problem: null };

/** Why Generate cannot run now (allowance aside), or null. */
function runBlocker(draft: PlaygroundDraft, compare: CompareState, models: ModelsState) {
  if (draft.prompt.trim() === '') return 'Write a prompt to run.';
  if (compare.isOn) return canCompare(compare.models) ? null : compareHint(compare.models);
  // The setting that would enable it is for admins: it stays in the model's tooltip.
  return unavailableReason(models, draft.model)
    ? `${draft.model} is not available on this site.`
    : null;
}

/** The first model of the same kind this server can run, when this one cannot. */
function availableStandIn(draft: PlaygroundDraft, models: ModelsState): PlaygroundModel | null {
  if (!unavailableReason(models, draft.model)) return null;
  const kind = MODEL_KINDS[draft.model];
  return (
    playgroundModelsFor(draft.isImagePrompt).find(
      (model) => MODEL_KINDS[model] === kind && !unavailableReason(models, model),
    ) ?? null
  );
}

/** Where the workspace starts: a new entry replaces it, else what was kept of it. */
function startingWorkspace(entry: PlaygroundEntry | null): StoredWorkspace {
  if (!entry) {
    return (
      readStoredWorkspace() ?? {
        draft: EMPTY_DRAFT,
        compareOn: false,
        compareModels: [],
        imageSource: null,
      }
    );
  }
  return {
    draft: draftFromEntry(entry),
    compareOn: false,
    compareModels: [],
    imageSource: entry.imageUrl ? { url: entry.imageUrl, name: entry.imageName } : null,
  };
}

export function usePlayground(entry: PlaygroundEntry | null) {
  const [start] = useState(() => startingWorkspace(entry));
  const [draft, setDraft] = useState<PlaygroundDraft>(start.draft);
  const [compare, setCompare] = useState<CompareState>(
    start.compareOn ? { isOn: true, models: start.compareModels, problem: null } : COMPARE_OFF,
  );
  const [imageSource] = useState<ImageSource | null>(start.imageSource);
  const models = useModelAvailability();
  // The entry's image goes along only to a model that can see it; otherwise it is offered.
  const reference = useReferenceImage(
    entry && imageSource && seesImages(start.draft.model) ? imageSource : null,
  );
  const runs = useGenerationRuns();
  const recent = useRecentPrompts();
  const allowance = useAllowance();
  const { remember } = recent;
  const [switchNotice, setSwitchNotice] = useState<string | null>(null);
  const [entryChecked, setEntryChecked] = useState(entry === null);

  // An entry naming a model this server cannot run gets one of the same kind instead, said aloud.
  if (!entryChecked && !models.isLoading) {
    setEntryChecked(true);
    const standIn = availableStandIn(draft, models);
    if (standIn) {
      setDraft((current) => ({ ...current, model: standIn }));
      setSwitchNotice(`${draft.model} is not available here; switched to ${standIn}.`);
    }
  }

  // Arriving with a prompt puts it first in the recent list (spec section 4),
  // once the model it will run on is known: an unavailable model is swapped
  // above, and the list showed the model the entry named, not the one used.
  const arrivalModel = entryChecked ? draft.model : null;
  const arrivalRemembered = useRef(false);
  useEffect(() => {
    if (!entry || !arrivalModel || arrivalRemembered.current) return;
    arrivalRemembered.current = true;
    remember(recentEntryOf({ ...draftFromEntry(entry), model: arrivalModel }, Date.now()));
  }, [entry, arrivalModel, remember]);

  // Kept for this tab, so leaving and coming back (or a reload) finds the work as it was.
  useEffect(() => {
    writeStoredWorkspace({
      draft,
      compareOn: compare.isOn,
      compareModels: compare.models,
      imageSource,
    });
  }, [draft, compare.isOn, compare.models, imageSource]);

  // Each run uses some of the allowance: ask again when it ends.
  const wasRunning = useRef(false);
  const { refetch: refetchAllowance } = allowance;
  useEffect(() => {
    if (wasRunning.current && !runs.isRunning) refetchAllowance();
    wasRunning.current = runs.isRunning;
  }, [runs.isRunning, refetchAllowance]);

  const update = useCallback((patch: Partial<PlaygroundDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
  }, []);

  const changeImagePrompt = (isImagePrompt: boolean) => {
    setDraft((current) => setImagePrompt(current, isImagePrompt));
    setCompare((current) => ({
      ...current,
      models: compareModelsFor(current.models, isImagePrompt),
      problem: null,
    }));
  };

  const pickModel = (model: PlaygroundModel) => {
    setSwitchNotice(null);
    if (!compare.isOn) return update({ model });
    const { models: chosen, problem } = toggleCompareModel(compare.models, model);
    setCompare({ isOn: true, models: chosen, problem });
  };

  const changeCompare = (isOn: boolean) => {
    const startWith = unavailableReason(models, draft.model) ? [] : [draft.model];
    setCompare(isOn ? { isOn, models: startWith, problem: null } : COMPARE_OFF);
  };

  const chosen = compare.isOn ? compare.models : [draft.model];
  const steps = draft.chain?.enabled ? draft.chain.steps.length + 1 : 1;
  const limitBlocker = allowanceBlocker(allowance.allowance, callsNeeded(chosen.length, steps));
  const settingsProblems = runSettingsProblems(draft, chosen);
  const settingsBlocker = Object.values(settingsProblems)[0] ?? null;
  const blocker = runBlocker(draft, compare, models) ?? settingsBlocker ?? limitBlocker;

  const generate = () => {
    if (blocker || runs.isRunning) return;
    // The model that runs: in compare mode the picked ones, not the single-model choice.
    remember(recentEntryOf({ ...draft, model: chosen[0] ?? draft.model }, Date.now()));
    setCompare((current) => ({ ...current, problem: null }));
    runs.start(
      chosen.map((model) => ({
        key: model,
        draft: generationDraft(draft, model),
        image: seesImages(model) ? (reference.image?.file ?? null) : null,
        stepTitles: stepTitles(draft),
      })),
    );
  };

  const restore = (entry: RecentPrompt) => {
    const restored = draftFromRecent(entry);
    setDraft(restored);
    setCompare((current) => ({
      ...current,
      models: compareModelsFor(current.models, restored.isImagePrompt),
      problem: null,
    }));
    reference.remove();
    runs.clear();
  };

  return {
    draft,
    update,
    compare,
    models,
    reference,
    imageSource,
    runs,
    recent,
    allowance: allowance.allowance,
    limitBlocker,
    chosen,
    settingsProblems,
    switchNotice,
    blocker,
    changeImagePrompt,
    pickModel,
    changeCompare,
    generate,
    restore,
  };
}

export type Playground = ReturnType<typeof usePlayground>;
