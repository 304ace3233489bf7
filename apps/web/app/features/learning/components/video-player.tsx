import { ActionIcon, Button, Loader, NativeSelect, Slider, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconMaximize,
  IconMinimize,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconRewindBackward5,
  IconRewindForward5,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import classes from './video-player.module.css';

/** Speeds offered by the player. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** Arrow keys and the ±5 buttons move this far. */
export const SEEK_STEP_SECONDS = 5;
/** How often the position is saved while the video plays. */
export const POSITION_SAVE_INTERVAL_MS = 5000;

const rateFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
export const rateLabel = (rate: number) => `${rateFormat.format(rate)}×`;

/** `1:05` or `1:02:03`. */
export const formatClock = (totalSeconds: number): string => {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/** Spoken form of a position for the seek slider: `1 dakika 5 saniye`. */
const spokenTime = (totalSeconds: number) => {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m} dakika ${s} saniye` : `${s} saniye`;
};

/** Controls that handle their own keys: the player's shortcuts leave those keys to them. */
const OWN_KEYS_SELECTOR = 'input, select, textarea, [role="slider"], [role="menuitem"], [role="option"]';

export type VideoPlayerProps = {
  src: string;
  title: string;
  /** Where playback resumes, in seconds (the learner's saved position). */
  startAt: number;
  /** Whole seconds, every few seconds while playing, on pause, when the page is hidden and when the player closes. */
  onSavePosition?: (seconds: number) => void;
  /** The link failed (signed links expire after about an hour): the parent fetches a fresh one. */
  onSourceFailed?: () => void;
};

/**
 * The lecture video with its own labelled controls: play/pause, ±5 s, a seek bar, mute, speed 0.75–2× and
 * fullscreen. Keys while the player has focus: space or K play/pause, ←/→ seek 5 s, F fullscreen.
 */
export function VideoPlayer({ src, title, startAt, onSavePosition, onSourceFailed }: VideoPlayerProps) {
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
  const [isFullscreen, setFullscreen] = useState(false);

  // Kept in refs so that the unmount and page-hide handlers see the latest values.
  const timeRef = useRef(startAt);
  const savedRef = useRef(Math.floor(startAt));
  const saveRef = useRef(onSavePosition);
  saveRef.current = onSavePosition;
  const failedRef = useRef(onSourceFailed);
  failedRef.current = onSourceFailed;

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

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

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

  const toggleFullscreen = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    if (document.fullscreenElement === container) void document.exitFullscreen().catch(() => undefined);
    else void container.requestFullscreen?.().catch(() => undefined);
  }, []);

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

  // A new link (the old one expired) loads afresh and resumes at the last position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the link changes
  useEffect(() => {
    setFailed(false);
  }, [src]);

  const playLabel = isPlaying ? 'Duraklat' : 'Oynat';

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
          src={src}
          preload="metadata"
          playsInline
          onClick={togglePlay}
          onLoadedMetadata={onLoadedMetadata}
          onDurationChange={(event) => {
            const value = event.currentTarget.duration;
            if (Number.isFinite(value)) setDuration(value);
          }}
          onTimeUpdate={(event) => {
            timeRef.current = event.currentTarget.currentTime;
            setCurrentTime(event.currentTarget.currentTime);
          }}
          onPlay={() => setPlaying(true)}
          onPause={() => {
            setPlaying(false);
            savePosition();
          }}
          onEnded={() => {
            setPlaying(false);
            savePosition();
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
        />
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

      <div className={classes.controls}>
        <div className={classes.seek}>
          <Slider
            value={Math.min(currentTime, duration || currentTime)}
            min={0}
            max={duration || 1}
            step={1}
            onChange={seekTo}
            disabled={!duration}
            label={formatClock}
            thumbLabel="Video konumu"
            thumbProps={{ 'aria-valuetext': `${spokenTime(currentTime)} / ${spokenTime(duration)}` }}
            color="indigo.4"
            size="sm"
          />
        </div>
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size="lg"
          onClick={togglePlay}
          aria-label={playLabel}
          title={playLabel}
        >
          {isPlaying ? (
            <IconPlayerPauseFilled size={20} aria-hidden="true" />
          ) : (
            <IconPlayerPlayFilled size={20} aria-hidden="true" />
          )}
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size="lg"
          onClick={() => seekBy(-SEEK_STEP_SECONDS)}
          aria-label="5 saniye geri"
          title="5 saniye geri"
        >
          <IconRewindBackward5 size={20} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size="lg"
          onClick={() => seekBy(SEEK_STEP_SECONDS)}
          aria-label="5 saniye ileri"
          title="5 saniye ileri"
        >
          <IconRewindForward5 size={20} aria-hidden="true" />
        </ActionIcon>
        <Text size="sm" className={classes.time} data-testid="video-time">
          {`${formatClock(currentTime)} / ${formatClock(duration)}`}
        </Text>
        <span className={classes.spacer} />
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size="lg"
          onClick={toggleMute}
          aria-label={isMuted ? 'Sesi aç' : 'Sesi kapat'}
          title={isMuted ? 'Sesi aç' : 'Sesi kapat'}
        >
          {isMuted ? (
            <IconVolumeOff size={20} aria-hidden="true" />
          ) : (
            <IconVolume size={20} aria-hidden="true" />
          )}
        </ActionIcon>
        <NativeSelect
          className={classes.rate}
          size="xs"
          aria-label="Oynatma hızı"
          value={String(rate)}
          onChange={(event) => changeRate(Number(event.currentTarget.value))}
          data={PLAYBACK_RATES.map((value) => ({ value: String(value), label: rateLabel(value) }))}
        />
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size="lg"
          onClick={toggleFullscreen}
          aria-label={isFullscreen ? 'Tam ekrandan çık' : 'Tam ekran'}
          title={isFullscreen ? 'Tam ekrandan çık' : 'Tam ekran'}
        >
          {isFullscreen ? (
            <IconMinimize size={20} aria-hidden="true" />
          ) : (
            <IconMaximize size={20} aria-hidden="true" />
          )}
        </ActionIcon>
      </div>
      <Text id={hintId} size="xs" className={classes.hint}>
        Kısayollar: Boşluk veya K oynat/duraklat, ← → 5 saniye, F tam ekran
      </Text>
    </section>
  );
}
