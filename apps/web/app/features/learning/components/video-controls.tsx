import { ActionIcon, NativeSelect, Slider, Text } from '@mantine/core';
import {
  IconMaximize,
  IconMinimize,
  IconPictureInPicture,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconRewindBackward5,
  IconRewindForward5,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react';
import type { Quality } from './use-stream-source.ts';
import { formatClock, PLAYBACK_RATES, rateLabel, SEEK_STEP_SECONDS, spokenTime } from './video-clock.ts';
import classes from './video-player.module.css';

export type VideoControlsProps = {
  isPlaying: boolean;
  currentTime: number;
  duration: number;
  rate: number;
  isMuted: boolean;
  isFullscreen: boolean;
  onTogglePlay: () => void;
  onSeekTo: (seconds: number) => void;
  onSeekBy: (delta: number) => void;
  onToggleMute: () => void;
  onChangeRate: (rate: number) => void;
  onToggleFullscreen: () => void;
  /** An adaptive video's renditions (empty for a plain file); the menu offers automatic choice and each. */
  qualities: Quality[];
  quality: number;
  onChangeQuality: (index: number) => void;
  onTogglePictureInPicture: () => void;
};

/** The player's bar: seek slider, play/pause, ±5 s, the clock, mute, speed and fullscreen, each labelled. */
export function VideoControls({
  isPlaying,
  currentTime,
  duration,
  rate,
  isMuted,
  isFullscreen,
  onTogglePlay,
  onSeekTo,
  onSeekBy,
  onToggleMute,
  onChangeRate,
  onToggleFullscreen,
  qualities,
  quality,
  onChangeQuality,
  onTogglePictureInPicture,
}: VideoControlsProps) {
  const playLabel = isPlaying ? 'Duraklat' : 'Oynat';
  return (
    <div className={classes.controls}>
      <div className={classes.seek}>
        <Slider
          value={Math.min(currentTime, duration || currentTime)}
          min={0}
          max={duration || 1}
          step={1}
          onChange={onSeekTo}
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
        onClick={onTogglePlay}
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
        onClick={() => onSeekBy(-SEEK_STEP_SECONDS)}
        aria-label="5 saniye geri"
        title="5 saniye geri"
      >
        <IconRewindBackward5 size={20} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray.0"
        size="lg"
        onClick={() => onSeekBy(SEEK_STEP_SECONDS)}
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
        onClick={onToggleMute}
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
        onChange={(event) => onChangeRate(Number(event.currentTarget.value))}
        data={PLAYBACK_RATES.map((value) => ({ value: String(value), label: rateLabel(value) }))}
      />
      {qualities.length > 0 && (
        <NativeSelect
          className={classes.rate}
          size="xs"
          aria-label="Video kalitesi"
          value={String(quality)}
          onChange={(event) => onChangeQuality(Number(event.currentTarget.value))}
          data={[
            { value: '-1', label: 'Otomatik' },
            ...qualities.map((q) => ({ value: String(q.index), label: q.label })),
          ]}
          data-testid="video-quality"
        />
      )}
      <ActionIcon
        variant="subtle"
        color="gray.0"
        size="lg"
        onClick={onTogglePictureInPicture}
        aria-label="Resim içinde resim"
        title="Resim içinde resim"
      >
        <IconPictureInPicture size={20} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray.0"
        size="lg"
        onClick={onToggleFullscreen}
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
  );
}
