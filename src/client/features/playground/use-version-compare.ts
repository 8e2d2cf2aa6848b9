/**
 * Two versions of a stored prompt side by side on one model (issue 28 item
 * 3): the person's draft (the version the playground opened, perhaps
 * edited) and another version they pick, each run as its own lane with the
 * same variable values; each version runs with its own stored settings
 * except the draft, which runs with the settings on screen. Comparing
 * models sets this aside: a run compares one thing at a time. Otherwise
 * Generate is the playground's own.
 */
import { useMemo, useState } from 'react';
import type { PlaygroundVersion } from '../../lib/playground-version-path.ts';
import { allowanceBlocker } from './allowance-rules.ts';
import { generationDraft, recentEntryOf, stepTitles, variableNames } from './playground-draft.ts';
import { usePlaygroundVersion } from './playground-versions-api.ts';
import { seesImages } from './reference-image-rules.ts';
import type { Playground } from './use-playground.ts';
import { callsOfBoth, namesOfBoth, otherVersionDraft, pairProblem } from './version-entry.ts';

export function useVersionCompare(playground: Playground, version: PlaygroundVersion | null) {
  const { draft, runs, reference, recent, allowance } = playground;
  const [chosen, setChosen] = useState<number | null>(null);
  // Comparing models wins: the choice waits, unshown, until that is off again.
  const otherNumber =
    version && chosen !== null && chosen !== version.number && !playground.compare.isOn
      ? chosen
      : null;
  const other = usePlaygroundVersion(
    otherNumber === null ? null : (version?.promptId ?? null),
    otherNumber,
  );
  const otherDraft = useMemo(
    () => (other.data ? otherVersionDraft(draft, other.data.content) : null),
    [draft, other.data],
  );

  if (!version || otherNumber === null) {
    return {
      otherNumber: null,
      choose: setChosen,
      names: variableNames(draft),
      blocker: playground.blocker,
      limitBlocker: playground.limitBlocker,
      generate: playground.generate,
      loadError: null,
    };
  }

  const limitBlocker = allowanceBlocker(allowance, callsOfBoth(draft, otherDraft));
  // What stops the draft's own run (no text, a model this site cannot run, a
  // setting out of range) stops both; the allowance is counted for both here.
  const ownBlocker = playground.blocker === playground.limitBlocker ? null : playground.blocker;
  let blocker: string | null;
  if (ownBlocker) blocker = ownBlocker;
  else if (other.isError) blocker = `v${otherNumber} could not be loaded.`;
  else if (!other.data) blocker = `Loading v${otherNumber}…`;
  else blocker = pairProblem(draft, otherDraft, otherNumber) ?? limitBlocker;

  const generate = () => {
    if (blocker || !otherDraft || runs.isRunning) return;
    recent.remember(recentEntryOf(draft, Date.now()));
    const image = seesImages(draft.model) ? (reference.image?.file ?? null) : null;
    const lane = (number: number, laneDraft: typeof draft) => ({
      key: `v${number}`,
      label: `v${number} · ${draft.model}`,
      draft: generationDraft(laneDraft, draft.model),
      image,
      stepTitles: stepTitles(laneDraft),
    });
    runs.start([lane(version.number, draft), lane(otherNumber, otherDraft)]);
  };

  return {
    otherNumber,
    choose: setChosen,
    names: namesOfBoth(draft, otherDraft),
    blocker,
    limitBlocker,
    generate,
    loadError: other.isError ? other.error : null,
  };
}

export type VersionCompare = ReturnType<typeof useVersionCompare>;
