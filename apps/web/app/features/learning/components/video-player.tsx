import { Button, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFullscreen } from './use-fullscreen.ts';
import { togglePictureInPicture, useStreamSource } from './use-stream-source.ts';
import { isWatched, POSITION_SAVE_INTERVAL_MS, SEEK_STEP_SECONDS } from './video-clock.ts';
import { VideoControls } from './video-controls.tsx';
import classes from './video-player.module.css';

/** Controls that handle their own keys: the player's shortcuts leave those keys to them. */
const OWN_KEYS_SELECTOR = 'input, select, textarea, [role="slider"], [role="menuitem"], [role="option"]';

export type VideoPlayerProps = {
  /** The uploaded file, or a transcoded lecture's HLS master playlist (`….m3u8`). */
  src: string;
  /** A transcoded lecture's poster image. */
  poster?: string | null;
  title: string;
  /** Where playback resumes, in seconds (the learner's saved position). */
  startAt: number;
  /** Whole seconds, every few seconds while playing, on pause, when the page is hidden and when the player closes. */
  onSavePosition?: (seconds: number) => void;
  /** The link failed (signed links expire after about an hour): the parent fetches a fresh one. */
  onSourceFailed?: () => void;
  /** Once per opening, when playback first reaches 90 % of the video or its end: the lecture counts as watched. */
  onWatched?: () => void;
  /** The video played to its end. */
  onEnded?: () => void;
  /** Playback started (again). */
  onPlay?: () => void;
  /** Caption tracks (WebVTT, signed links). */
  captions?: Array<{ language: string; label: string; path: string }>;
};

/**
 * The lecture video with its own labelled controls: play/pause, ±5 s, a seek bar, mute, speed 0.75–2× and
 * picture-in-picture, fullscreen and, for a transcoded video, the quality. Keys while the player has focus: space
 * or K play/pause, ←/→ seek 5 s, F fullscreen, P picture-in-picture.
 */
export function VideoPlayer({
  src,
  poster,
  title,
  startAt,
  onSavePosition,
  onSourceFailed,
  onWatched,
  onEnded,
  onPlay,
  captions = [],
}: VideoPlayerProps) {
  const containerRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const hintId = useId();

  const [isPlaying, setPlaying] = useState(false);
  const [isWaiting, setWaiting] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const [currentTime, setCurrentTime] = useState(startAt);
  const [duration, setDuration] = useState(0);
  const [rate, setRate] = useState(1);
  const [isMuted, setMuted] = useState(false);

  // Kept in refs so that the unmount and page-hide handlers see the latest values.
  const timeRef = useRef(startAt);
  const savedRef = useRef(Math.floor(startAt));
  const saveRef = useRef(onSavePosition);
  saveRef.current = onSavePosition;
  const failedRef = useRef(onSourceFailed);
  failedRef.current = onSourceFailed;
  const watchedRef = useRef(onWatched);
  watchedRef.current = onWatched;
  const hasWatchedRef = useRef(false);
  const markWatched = useCallback(() => {
    if (hasWatchedRef.current) return;
    hasWatchedRef.current = true;
    watchedRef.current?.();
  }, []);

  const savePosition = useCallback(() => {
    const seconds = Math.floor(timeRef.current);
    if (!saveRef.current || seconds === savedRef.current) return;
    savedRef.current = seconds;
    saveRef.current(seconds);
  }, []);

  // Every few seconds while playing.
  useEffect(() => {
    if (!isPlaying) return;
    const timer = window.setInterval(savePosition, POSITION_SAVE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isPlaying, savePosition]);

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

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) {
      // A refused autoplay or an aborted load rejects play(); the controls keep showing the paused state.
      void Promise.resolve(video.play()).catch(() => undefined);
    } else video.pause();
  }, []);

  const seekTo = useCallback((seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
    const target = Math.min(Math.max(0, seconds), end);
    video.currentTime = target;
    timeRef.current = target;
    setCurrentTime(target);
  }, []);

  const seekBy = useCallback(
    (delta: number) => seekTo((videoRef.current?.currentTime ?? 0) + delta),
    [seekTo],
  );

  const { isFullscreen, toggleFullscreen } = useFullscreen(containerRef);

  const changeRate = (next: number) => {
    setRate(next);
    if (videoRef.current) videoRef.current.playbackRate = next;
  };

  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const ownsKeys = target !== event.currentTarget && Boolean(target.closest(OWN_KEYS_SELECTOR));
    const isButton = target !== event.currentTarget && Boolean(target.closest('button'));
    switch (event.key) {
      case ' ':
        // On a button, space presses that button.
        if (ownsKeys || isButton) return;
        togglePlay();
        break;
      case 'k':
      case 'K':
        if (ownsKeys) return;
        togglePlay();
        break;
      case 'ArrowLeft':
        if (ownsKeys) return;
        seekBy(-SEEK_STEP_SECONDS);
        break;
      case 'ArrowRight':
        if (ownsKeys) return;
        seekBy(SEEK_STEP_SECONDS);
        break;
      case 'f':
      case 'F':
        if (ownsKeys) return;
        toggleFullscreen();
        break;
      case 'p':
      case 'P':
        if (ownsKeys) return;
        togglePictureInPicture(videoRef.current);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    setDuration(Number.isFinite(video.duration) ? video.duration : 0);
    video.playbackRate = rate;
    // Resume where the learner left off (or where playback stood when a fresh link replaced an expired one),
    // except at the very end: a finished video starts again from the beginning.
    const resumeAt = timeRef.current;
    if (resumeAt > 0 && (!Number.isFinite(video.duration) || resumeAt < video.duration - 1)) {
      video.currentTime = resumeAt;
      setCurrentTime(resumeAt);
    }
  };

  // A video whose metadata came from the browser's cache can be ready before its loadedmetadata listener runs (a
  // reload of the learning page): read what it already knows once mounted, or the bar stays without a length and
  // the saved position is not resumed.
  const metadataRef = useRef(onLoadedMetadata);
  metadataRef.current = onLoadedMetadata;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the link changes
  useEffect(() => {
    if ((videoRef.current?.readyState ?? 0) >= HTMLMediaElement.HAVE_METADATA) metadataRef.current();
  }, [src]);

  // One automatic renewal per failure: a link that expired mid-lesson is replaced without a click, but a file
  // that is really gone must not make the player ask for new links forever.
  const hasRenewedRef = useRef(false);
  const onError = () => {
    setPlaying(false);
    setWaiting(false);
    if (!hasRenewedRef.current && failedRef.current) {
      hasRenewedRef.current = true;
      failedRef.current();
      return;
    }
    setFailed(true);
  };

  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const stream = useStreamSource(videoRef, src, () => onErrorRef.current());

  // A new link (the old one expired) loads afresh and resumes at the last position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the link changes
  useEffect(() => {
    setFailed(false);
  }, [src]);

  return (
    <section
      ref={containerRef}
      className={classes.player}
      data-fullscreen={isFullscreen || undefined}
      aria-label={`Video oynatıcı: ${title}`}
      aria-describedby={hintId}
      // The player takes focus so that its shortcuts work without reaching for a button first.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a focusable media region is the usual player pattern
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="video-player"
    >
      <div className={classes.stage}>
        {/* biome-ignore lint/a11y/useMediaCaption: lectures are uploaded without caption tracks; the server has none to offer */}
        <video
          ref={videoRef}
          className={classes.video}
          poster={poster ?? undefined}
          preload="metadata"
          playsInline
          onClick={togglePlay}
          onLoadedMetadata={onLoadedMetadata}
          onDurationChange={(event) => {
            const value = event.currentTarget.duration;
            if (Number.isFinite(value)) setDuration(value);
          }}
          onTimeUpdate={(event) => {
            const { currentTime: time, duration: length } = event.currentTarget;
            timeRef.current = time;
            setCurrentTime(time);
            if (isWatched(time, length)) markWatched();
          }}
          onPlay={() => {
            setPlaying(true);
            onPlay?.();
          }}
          onPause={() => {
            setPlaying(false);
            savePosition();
          }}
          onEnded={() => {
            setPlaying(false);
            savePosition();
            markWatched();
            onEnded?.();
          }}
          onSeeked={(event) => {
            timeRef.current = event.currentTarget.currentTime;
            // A learner who moves the bar while paused and leaves expects to come back to that spot.
            if (event.currentTarget.paused) savePosition();
          }}
          onWaiting={() => setWaiting(true)}
          onPlaying={() => setWaiting(false)}
          onCanPlay={() => {
            setWaiting(false);
            hasRenewedRef.current = false;
          }}
          onError={onError}
          onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
          data-testid="lecture-video"
        >
          {captions.map((c) => (
            <track key={c.language} kind="subtitles" srcLang={c.language} label={c.label} src={c.path} />
          ))}
        </video>
        {isWaiting && !hasFailed && (
          <div className={`${classes.overlay} ${classes.waiting}`}>
            <Loader color="white" role="status" aria-label="Video yükleniyor" />
          </div>
        )}
        {hasFailed && (
          <div className={classes.overlay} role="alert">
            <IconAlertTriangle size={32} aria-hidden="true" />
            <Text c="white" fw={600}>
              Video yüklenemedi.
            </Text>
            <Button
              variant="white"
              color="dark"
              size="xs"
              onClick={() => {
                setFailed(false);
                if (onSourceFailed) onSourceFailed();
                else videoRef.current?.load();
              }}
            >
              Yeniden dene
            </Button>
          </div>
        )}
      </div>

      <VideoControls
        isPlaying={isPlaying}
        currentTime={currentTime}
        duration={duration}
        rate={rate}
        isMuted={isMuted}
        isFullscreen={isFullscreen}
        onTogglePlay={togglePlay}
        onSeekTo={seekTo}
        onSeekBy={seekBy}
        onToggleMute={toggleMute}
        onChangeRate={changeRate}
        onToggleFullscreen={toggleFullscreen}
        qualities={stream.qualities}
        quality={stream.quality}
        onChangeQuality={stream.setQuality}
        onTogglePictureInPicture={() => togglePictureInPicture(videoRef.current)}
      />
      <Text id={hintId} size="xs" className={classes.hint}>
        Kısayollar: Boşluk veya K oynat/duraklat, ← → 5 saniye, F tam ekran, P resim içinde resim
      </Text>
    </section>
  );
}
