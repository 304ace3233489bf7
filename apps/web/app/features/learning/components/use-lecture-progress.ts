import { useCallback, useEffect, useRef, useState } from 'react';
import { isWatched, POSITION_SAVE_INTERVAL_MS } from './video-clock.ts';

/** The media element the progress follows: a `<video>` or hls-video-element's `<hls-video>` (the same API). */
export type MediaLike = HTMLElement &
  Pick<HTMLMediaElement, 'currentTime' | 'duration' | 'paused' | 'readyState' | 'load'>;

export type LectureProgressOptions = {
  src: string;
  /** Where playback resumes, in seconds (the learner's saved position). */
  startAt: number;
  onSavePosition?: ((seconds: number) => void) | undefined;
  onSourceFailed?: (() => void) | undefined;
  onWatched?: (() => void) | undefined;
  onEnded?: (() => void) | undefined;
  onPlay?: (() => void) | undefined;
};

/**
 * What the lecture screen needs from a playing video, whatever draws its controls: resuming at the saved
 * position, saving it (every few seconds while playing, on pause, on a paused seek, when the page is hidden and
 * when the player closes), reporting it watched once at 90 % or the end, and one automatic link renewal per
 * failure. Listens on `media` (state set by the caller's ref callback); returns whether the video failed for good.
 */
export function useLectureProgress(media: MediaLike | null, options: LectureProgressOptions) {
  const { src, startAt } = options;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [hasFailed, setFailed] = useState(false);

  // Kept in refs so that the unmount and page-hide handlers see the latest values.
  const timeRef = useRef(startAt);
  const savedRef = useRef(Math.floor(startAt));
  const hasWatchedRef = useRef(false);
  const hasRenewedRef = useRef(false);

  const savePosition = useCallback(() => {
    const seconds = Math.floor(timeRef.current);
    const save = optionsRef.current.onSavePosition;
    if (!save || seconds === savedRef.current) return;
    savedRef.current = seconds;
    save(seconds);
  }, []);

  // When the tab is hidden or the page unloads, and when the player closes (another lecture, another page).
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') savePosition();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', savePosition);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', savePosition);
      savePosition();
    };
  }, [savePosition]);

  // A new link (the old one expired) loads afresh and resumes at the last position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the link changes
  useEffect(() => setFailed(false), [src]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: listeners are set again when the link changes
  useEffect(() => {
    if (!media) return;
    let timer: number | undefined;
    const markWatched = () => {
      if (hasWatchedRef.current) return;
      hasWatchedRef.current = true;
      optionsRef.current.onWatched?.();
    };
    // Resume where the learner left off (or where playback stood when a fresh link replaced an expired one),
    // except at the very end: a finished video starts again from the beginning.
    const onMetadata = () => {
      const resumeAt = timeRef.current;
      const length = media.duration;
      if (resumeAt > 0 && (!Number.isFinite(length) || resumeAt < length - 1)) media.currentTime = resumeAt;
    };
    const onTime = () => {
      timeRef.current = media.currentTime;
      if (isWatched(media.currentTime, media.duration)) markWatched();
    };
    const onPlay = () => {
      window.clearInterval(timer);
      timer = window.setInterval(savePosition, POSITION_SAVE_INTERVAL_MS);
      optionsRef.current.onPlay?.();
    };
    const onPause = () => {
      window.clearInterval(timer);
      savePosition();
    };
    const onEnded = () => {
      window.clearInterval(timer);
      savePosition();
      markWatched();
      optionsRef.current.onEnded?.();
    };
    const onSeeked = () => {
      timeRef.current = media.currentTime;
      // A learner who moves the bar while paused and leaves expects to come back to that spot.
      if (media.paused) savePosition();
    };
    const onCanPlay = () => {
      hasRenewedRef.current = false;
    };
    // One automatic renewal per failure: a link that expired mid-lesson is replaced without a click, but a file
    // that is really gone must not make the player ask for new links forever.
    const onError = () => {
      window.clearInterval(timer);
      const renew = optionsRef.current.onSourceFailed;
      if (!hasRenewedRef.current && renew) {
        hasRenewedRef.current = true;
        renew();
        return;
      }
      setFailed(true);
    };
    const listeners: [string, () => void][] = [
      ['loadedmetadata', onMetadata],
      ['timeupdate', onTime],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onEnded],
      ['seeked', onSeeked],
      ['canplay', onCanPlay],
      ['error', onError],
    ];
    for (const [name, listener] of listeners) media.addEventListener(name, listener);
    // Metadata from the browser's cache can be ready before the listener (a reload of the learning page).
    if (media.readyState >= 1) onMetadata();
    return () => {
      window.clearInterval(timer);
      for (const [name, listener] of listeners) media.removeEventListener(name, listener);
    };
  }, [media, src, savePosition]);

  /** The learner's "Yeniden dene": a fresh link from the parent, or the same one loaded again. */
  const retry = useCallback(() => {
    setFailed(false);
    const renew = optionsRef.current.onSourceFailed;
    if (renew) renew();
    else media?.load();
  }, [media]);

  return { hasFailed, retry, reportFailure: () => media?.dispatchEvent(new Event('error')) };
}
