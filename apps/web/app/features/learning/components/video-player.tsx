import { Loader } from '@mantine/core';
import { type ComponentType, useEffect, useState } from 'react';
import classes from './video-player.module.css';

/** A caption file of a lecture, offered in the player's captions menu. */
export type VideoCaption = { language: string; label: string; path: string };

export type VideoPlayerProps = {
  /** The uploaded file, or a transcoded lecture's HLS master playlist (`….m3u8`). */
  src: string;
  /** A transcoded lecture's poster image. */
  poster?: string | null;
  title: string;
  /** Where playback resumes, in seconds (the learner's saved position). */
  startAt: number;
  /** Subtitles (WebVTT), each a `<track kind="subtitles">` listed in the captions menu; off until chosen. */
  captions?: VideoCaption[];
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
};

let loaded: ComponentType<VideoPlayerProps> | null = null;

/**
 * The lecture video. The player itself (media-chrome's controls, hls.js for a transcoded video: media-player.tsx)
 * is imported in the browser when a video lecture opens, so neither is on the first load of any page nor in the
 * server's render; until it arrives the picture's box holds its place.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const [Player, setPlayer] = useState<ComponentType<VideoPlayerProps> | null>(() => loaded);
  useEffect(() => {
    if (Player) return;
    let cancelled = false;
    void import('./media-player.tsx').then(({ MediaPlayer }) => {
      loaded = MediaPlayer;
      if (!cancelled) setPlayer(() => MediaPlayer);
    });
    return () => {
      cancelled = true;
    };
  }, [Player]);
  if (Player) return <Player {...props} />;
  return (
    <div className={classes.placeholder}>
      <Loader color="white" role="status" aria-label="Video oynatıcı yükleniyor" />
    </div>
  );
}
