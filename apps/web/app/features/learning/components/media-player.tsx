import './media-chrome-tr.ts';
import { Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type Hls from 'hls.js';
import HlsVideo from 'hls-video-element/react';
import {
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPipButton,
  MediaPlayButton,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import {
  MediaCaptionsMenu,
  MediaCaptionsMenuButton,
  MediaPlaybackRateMenu,
  MediaPlaybackRateMenuButton,
  MediaRenditionMenu,
  MediaRenditionMenuButton,
} from 'media-chrome/react/menu';
import { type ComponentRef, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type MediaLike, useLectureProgress } from './use-lecture-progress.ts';
import { formatClock, isHlsLink, PLAYBACK_RATES, SEEK_STEP_SECONDS } from './video-clock.ts';
import classes from './video-player.module.css';
import type { VideoPlayerProps } from './video-player.tsx';

/** The hls-video element as far as this player reaches into it: its hls.js instance and renditions. */
type HlsVideoElement = MediaLike & {
  api?: Hls | null;
  videoRenditions?: EventTarget & { selectedIndex: number };
};

/** Keys a control handles itself: the P shortcut leaves them to it. */
const OWN_KEYS_SELECTOR =
  'input, select, textarea, [role="slider"], [role="menu"], [role="menuitem"], [role="menuitemradio"], media-time-range, media-volume-range';

const MENUS = 'media-rendition-menu, media-captions-menu, media-playback-rate-menu';

/**
 * The lecture video in media-chrome's controls (Turkish labels, see media-chrome-tr.ts): play/pause, the seek bar
 * and time, volume and mute, speed 0.5–2×, the quality (Otomatik and each rendition of a transcoded video),
 * captions, picture-in-picture and fullscreen. A transcoded lecture plays through hls-video-element (hls.js); an
 * upload not transcoded yet through a plain `<video>`. Keys while the player has focus: space or K play/pause,
 * ←/→ seek 5 s, ↑/↓ volume, M mute, C captions, F fullscreen, P picture-in-picture. Loaded on demand by
 * video-player.tsx: media-chrome and hls.js are in the learning screen's chunks only.
 */
export function MediaPlayer({ src, poster, title, startAt, captions = [], ...callbacks }: VideoPlayerProps) {
  const controllerRef = useRef<ComponentRef<typeof MediaController>>(null);
  const [media, setMedia] = useState<HlsVideoElement | null>(null);
  const { hasFailed, retry, reportFailure } = useLectureProgress(media, { src, startAt, ...callbacks });
  const reportRef = useRef(reportFailure);
  reportRef.current = reportFailure;
  const isHls = isHlsLink(src);

  // media-container names itself "Video oynatıcı" when connected; the lecture's title tells players apart.
  useEffect(() => {
    controllerRef.current?.setAttribute('aria-label', `Video oynatıcı: ${title}`);
  });

  // Each menu's back button (for nested menus; in a hidden header here) has an English name of its own, outside
  // the dictionary, and counts as a child that a menu may not have (axe): named in Turkish, hidden and untabbable.
  useEffect(() => {
    const menus = controllerRef.current?.querySelectorAll(MENUS) ?? [];
    for (const menu of Array.from(menus)) {
      const back = menu.shadowRoot?.querySelector('button[part~="back"]');
      back?.setAttribute('aria-label', 'Önceki menüye dön');
      back?.setAttribute('aria-hidden', 'true');
      back?.setAttribute('tabindex', '-1');
    }
  }, []);

  // hls.js: a fatal error (an expired link) counts as the element's error; a quality chosen in the menu applies at
  // once (hls-video-element itself only switches from the next segment on, after what is already buffered).
  useEffect(() => {
    if (!media || !isHls) return;
    const hooked = new WeakSet<Hls>();
    const hook = () => {
      const hls = media.api;
      if (!hls || hooked.has(hls)) return;
      hooked.add(hls);
      hls.on('hlsError' as Parameters<Hls['on']>[0], (_event: unknown, data: { fatal?: boolean }) => {
        if (data.fatal) reportRef.current();
      });
    };
    const renditions = media.videoRenditions;
    const switchNow = () => {
      hook();
      if (media.api && renditions) media.api.currentLevel = renditions.selectedIndex;
    };
    media.addEventListener('loadstart', hook);
    renditions?.addEventListener('change', switchNow);
    const timer = window.setTimeout(hook, 0);
    return () => {
      window.clearTimeout(timer);
      media.removeEventListener('loadstart', hook);
      renditions?.removeEventListener('change', switchNow);
    };
  }, [media, isHls]);

  // ←/→ seek 5 s from where the video is (media-chrome's own arrows, turned off by `hotkeys`, start from the last
  // reported time, so quick presses fall on one spot), and P: picture-in-picture, which media-chrome lacks. Its
  // own keys cover the rest; its ? dialog of shortcuts (English only) is turned off too.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !media) return;
    const target = event.target as HTMLElement;
    if (target !== event.currentTarget && target.closest(OWN_KEYS_SELECTOR)) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const step = event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS;
      const end = Number.isFinite(media.duration) ? media.duration : Number.POSITIVE_INFINITY;
      media.currentTime = Math.min(Math.max(0, media.currentTime + step), end);
    } else if (event.key === 'p' || event.key === 'P') {
      if (!document.pictureInPictureEnabled) return;
      if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
      else void (media as unknown as HTMLVideoElement).requestPictureInPicture().catch(() => undefined);
    } else return;
    event.preventDefault();
  };

  const tracks = captions.map((caption) => (
    <track
      key={caption.path}
      kind="subtitles"
      srcLang={caption.language}
      label={caption.label}
      src={caption.path}
    />
  ));
  const mediaProps = {
    slot: 'media',
    poster: poster ?? undefined,
    preload: 'metadata',
    playsInline: true,
    // Caption files are fetched like the video; elsewhere the default keeps plain files on S3 free of CORS rules.
    crossOrigin: captions.length > 0 ? 'anonymous' : undefined,
    className: classes.video,
    'data-testid': 'lecture-video',
  } as const;

  return (
    <div className={classes.player}>
      <MediaController
        ref={controllerRef}
        className={classes.controller}
        lang="tr"
        hotkeys="noarrowleft noarrowright noshift+/"
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="video-player"
      >
        {isHls ? (
          <HlsVideo
            key={src}
            src={src}
            ref={(el) => setMedia(el as unknown as HlsVideoElement)}
            {...mediaProps}
          >
            {tracks}
          </HlsVideo>
        ) : (
          <video key={src} src={src} ref={(el) => setMedia(el)} {...mediaProps}>
            {tracks}
          </video>
        )}
        <MediaLoadingIndicator slot="centered-chrome" noAutohide />
        <MediaRenditionMenu hidden anchor="auto" className={classes.menu} id="kalite-menusu" />
        <MediaCaptionsMenu hidden anchor="auto" className={classes.menu} id="altyazi-menusu" />
        <MediaPlaybackRateMenu
          hidden
          anchor="auto"
          className={classes.menu}
          id="hiz-menusu"
          rates={[...PLAYBACK_RATES]}
        />
        <MediaControlBar className={classes.bar}>
          <MediaTimeRange className={classes.range} />
        </MediaControlBar>
        <MediaControlBar className={classes.bar}>
          <MediaPlayButton />
          <MediaMuteButton />
          <MediaVolumeRange className={classes.volume} />
          <VideoTime media={media} className={classes.time} />
          <span className={classes.spacer} />
          <MediaPlaybackRateMenuButton invokeTarget="hiz-menusu" />
          <MediaCaptionsMenuButton invokeTarget="altyazi-menusu" hidden={captions.length === 0} />
          <MediaRenditionMenuButton invokeTarget="kalite-menusu" hidden={!isHls} />
          <MediaPipButton />
          <MediaFullscreenButton />
        </MediaControlBar>
      </MediaController>
      {hasFailed && (
        <div className={classes.overlay} role="alert">
          <IconAlertTriangle size={32} aria-hidden="true" />
          <Text c="white" fw={600}>
            Video yüklenemedi.
          </Text>
          <Button variant="white" color="dark" size="xs" onClick={retry}>
            Yeniden dene
          </Button>
        </div>
      )}
      <Text size="xs" className={classes.hint}>
        Kısayollar: Boşluk veya K oynat/duraklat, ← → 5 saniye, ↑ ↓ ses, M sessiz, C altyazı, F tam ekran, P
        resim içinde resim
      </Text>
    </div>
  );
}

/**
 * `0:19 / 0:40` in the control bar. media-chrome's time display is a button named "Oynatma süresi" whose name
 * leaves out the time it shows (WCAG 2.5.3); this one is plain text, read as it is shown.
 */
function VideoTime({ media, className }: { media: MediaLike | null; className: string | undefined }) {
  const [time, setTime] = useState({ current: 0, length: 0 });
  useEffect(() => {
    if (!media) return;
    const update = () =>
      setTime({ current: media.currentTime, length: Number.isFinite(media.duration) ? media.duration : 0 });
    const events = ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked', 'emptied'];
    for (const name of events) media.addEventListener(name, update);
    update();
    return () => {
      for (const name of events) media.removeEventListener(name, update);
    };
  }, [media]);
  return (
    <span className={className} data-testid="video-time">
      {`${formatClock(time.current)} / ${formatClock(time.length)}`}
    </span>
  );
}
