/**
 * The messages beside each section: the form's own checks from the last
 * attempt, else what the server said about that section. A section's
 * message goes as soon as the person edits it, since it may no longer hold.
 */
import { useCallback, useMemo, useState } from 'react';
import { serverProblem } from '../../lib/server-problem.ts';
import {
  FORM_SECTIONS,
  type FormSection,
  type SectionErrors,
  sectionErrorsOf,
} from './form-problems.ts';

export function useSectionErrors(serverError: unknown) {
  const [checked, setChecked] = useState<SectionErrors>({});
  const [edited, setEdited] = useState<ReadonlySet<FormSection>>(new Set());
  const fromServer = useMemo(
    () => (serverError ? sectionErrorsOf(serverProblem(serverError).fields) : {}),
    [serverError],
  );

  const errors: SectionErrors = {};
  for (const section of FORM_SECTIONS) {
    const message = checked[section] ?? (edited.has(section) ? undefined : fromServer[section]);
    if (message) errors[section] = message;
  }

  const markEdited = useCallback((section: FormSection) => {
    setChecked((current) => {
      if (!(section in current)) return current;
      const rest = { ...current };
      delete rest[section];
      return rest;
    });
    setEdited((current) => (current.has(section) ? current : new Set(current).add(section)));
  }, []);

  /** A new attempt: these are the form's own findings, and the server has not spoken yet. */
  const startAttempt = useCallback((findings: SectionErrors) => {
    setChecked(findings);
    setEdited(new Set());
  }, []);

  return { errors, markEdited, startAttempt };
}
