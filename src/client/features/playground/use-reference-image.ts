/**
 * The reference image: chosen by the person, or fetched from the prompt the
 * playground was entered with (at once for a vision model, else on request). Its preview is an object URL, released when
 * the image changes or the page goes away.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fileNameFromUrl, referenceImageProblem } from './reference-image-rules.ts';

export interface ReferenceImage {
  file: File;
  previewUrl: string;
}

export interface ImageSource {
  url: string;
  /** The name to show and send; made from the address when empty. */
  name: string;
}

async function fetchImage({ url, name }: ImageSource, signal: AbortSignal): Promise<File> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`The image answered ${response.status}`);
  const blob = await response.blob();
  return new File([blob], name || fileNameFromUrl(url, blob.type), { type: blob.type });
}

export function useReferenceImage(initial: ImageSource | null) {
  const [image, setImage] = useState<ReferenceImage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(initial !== null);
  const shownUrl = useRef<string | null>(null);
  // The prompt's own image, while it loads; choosing or removing one cancels it.
  const entryFetch = useRef<AbortController | null>(null);

  const show = useCallback((file: File | null) => {
    if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
    shownUrl.current = file ? URL.createObjectURL(file) : null;
    setImage(file && shownUrl.current ? { file, previewUrl: shownUrl.current } : null);
  }, []);

  useEffect(
    () => () => {
      if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
      shownUrl.current = null;
    },
    [],
  );

  // Fetches into the preview; the caller has already shown that it loads.
  const fetchInto = useCallback(
    (source: ImageSource, controller: AbortController) => {
      entryFetch.current = controller;
      fetchImage(source, controller.signal)
        .then((file) => {
          const why = referenceImageProblem(file);
          if (why) setProblem(`The prompt's image cannot be used: ${why}`);
          else show(file);
        })
        .catch(() => {
          if (!controller.signal.aborted) setProblem("The prompt's image could not be loaded.");
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    },
    [show],
  );

  /** The prompt's image on request ("Use the prompt's image as reference"). */
  const load = useCallback(
    (source: ImageSource) => {
      entryFetch.current?.abort();
      setProblem(null);
      setLoading(true);
      fetchInto(source, new AbortController());
    },
    [fetchInto],
  );

  const initialUrl = initial?.url ?? null;
  const initialName = initial?.name ?? '';
  useEffect(() => {
    if (!initialUrl) return;
    const controller = new AbortController();
    fetchInto({ url: initialUrl, name: initialName }, controller);
    return () => controller.abort();
  }, [initialUrl, initialName, fetchInto]);

  const choose = useCallback(
    (file: File | null) => {
      if (!file) return;
      entryFetch.current?.abort();
      setLoading(false);
      const why = referenceImageProblem(file);
      setProblem(why);
      if (!why) show(file);
    },
    [show],
  );

  const remove = useCallback(() => {
    entryFetch.current?.abort();
    setProblem(null);
    setLoading(false);
    show(null);
  }, [show]);

  return { image, problem, isLoading, choose, remove, load };
}
