import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Seed 001 §4 upload states: idle → uploading with a percent → processing once every byte is sent (the server is
 * storing and checking the files) → done, or back to idle on error.
 */
export type UploadPhase = 'idle' | 'uploading' | 'processing';

export type UploadState = {
  phase: UploadPhase;
  percent: number;
  isBusy: boolean;
  /** Runs one upload, reporting its progress; the answer (or the error) is the upload's own. */
  run: <T>(upload: (onProgress: (percent: number) => void, signal: AbortSignal) => Promise<T>) => Promise<T>;
};

export const uploadPhaseOf = (percent: number): UploadPhase => (percent >= 100 ? 'processing' : 'uploading');

export const useUpload = (): UploadState => {
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [percent, setPercent] = useState(0);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page (or closing its dialog) stops an upload nobody waits for any more.
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async <T>(upload: (onProgress: (percent: number) => void, signal: AbortSignal) => Promise<T>) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setPercent(0);
      setPhase('uploading');
      try {
        return await upload((next) => {
          if (current.signal.aborted) return;
          setPercent(next);
          setPhase(uploadPhaseOf(next));
        }, current.signal);
      } finally {
        if (controller.current === current) controller.current = null;
        setPhase('idle');
        setPercent(0);
      }
    },
    [],
  );

  return { phase, percent, isBusy: phase !== 'idle', run };
};
