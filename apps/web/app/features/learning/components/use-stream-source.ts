import type Hls from 'hls.js';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** A rendition of an adaptive (HLS) video, as the quality menu offers it; index -1 is automatic. */
export type Quality = { index: number; label: string };
export const AUTO_QUALITY = -1;

/** Whether a link is an HLS playlist (`….m3u8?…`), which a transcoded lecture's `contentPath` is. */
export const isHlsLink = (src: string) => {
  try {
    return new URL(src, 'http://local').pathname.endsWith('.m3u8');
  } catch {
    return false;
  }
};

/**
 * Gives the video element its source. An HLS playlist plays through hls.js (loaded on demand: its chunk is
 * fetched only by a page that shows a transcoded video) with a quality choice, even where the browser could play
 * HLS itself (Chromium and Safari answer `canPlayType` for it, but offer no quality choice); any other link (an uploaded file not transcoded yet) is set as the element's `src`. A fatal stream error (a link that
 * expired) calls `onFatal`, as the element's own `error` event does.
 */
export function useStreamSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  src: string,
  onFatal: () => void,
) {
  const [qualities, setQualities] = useState<Quality[]>([]);
  const [quality, setQualityState] = useState(AUTO_QUALITY);
  const hlsRef = useRef<Hls | null>(null);
  const fatalRef = useRef(onFatal);
  fatalRef.current = onFatal;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setQualities([]);
    setQualityState(AUTO_QUALITY);
    if (!isHlsLink(src)) {
      video.src = src;
      return;
    }
    let cancelled = false;
    void import('hls.js').then(({ default: HlsPlayer }) => {
      if (cancelled) return;
      // hls.js wherever Media Source Extensions exist (it offers the quality choice); a browser without them
      // (older iPhones) plays HLS itself.
      if (!HlsPlayer.isSupported()) {
        video.src = src;
        return;
      }
      const hls = new HlsPlayer({ startLevel: AUTO_QUALITY });
      hlsRef.current = hls;
      hls.on(HlsPlayer.Events.MANIFEST_PARSED, (_event, data) =>
        setQualities(data.levels.map((level, index) => ({ index, label: `${level.height}p` }))),
      );
      hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
        if (data.fatal) fatalRef.current();
      });
      hls.loadSource(src);
      hls.attachMedia(video);
    });
    return () => {
      cancelled = true;
      hlsRef.current?.destroy();
      hlsRef.current = null;
    };
  }, [videoRef, src]);

  /** Switches to a rendition at once (or back to automatic choice by bandwidth). */
  const setQuality = useCallback((index: number) => {
    setQualityState(index);
    if (hlsRef.current) hlsRef.current.currentLevel = index;
  }, []);

  return { qualities, quality, setQuality };
}

/** Picture-in-picture on or off, where the browser offers it. */
export const togglePictureInPicture = (video: HTMLVideoElement | null) => {
  if (!video || !document.pictureInPictureEnabled) return;
  if (document.pictureInPictureElement === video) void document.exitPictureInPicture().catch(() => undefined);
  else void video.requestPictureInPicture().catch(() => undefined);
};
