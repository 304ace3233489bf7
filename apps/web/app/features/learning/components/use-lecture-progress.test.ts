import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LectureProgressOptions, useLectureProgress } from './use-lecture-progress.ts';
import { formatClock, isHlsLink, isWatched, rateLabel } from './video-clock.ts';

// jsdom plays nothing: the element's state is set by hand and its events fired as a browser would.
const makeVideo = (duration = 120) => {
  const video = document.createElement('video');
  Object.defineProperty(video, 'duration', { value: duration, configurable: true });
  return video;
};
const setState = (video: HTMLVideoElement, state: { paused?: boolean; readyState?: number }) => {
  for (const [key, value] of Object.entries(state))
    Object.defineProperty(video, key, { value, configurable: true });
};
const fire = (video: HTMLVideoElement, name: string) => act(() => void video.dispatchEvent(new Event(name)));

const mount = (video: HTMLVideoElement, options: Partial<LectureProgressOptions> = {}) =>
  renderHook((props: LectureProgressOptions) => useLectureProgress(video, props), {
    initialProps: { src: '/video.webm', startAt: 0, ...options },
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useLectureProgress', () => {
  it('resumes at the saved position once the metadata is known', () => {
    const video = makeVideo();
    mount(video, { startAt: 42 });
    fire(video, 'loadedmetadata');
    expect(video.currentTime).toBe(42);
  });

  it('resumes at once when the metadata came from the cache before the player mounted', () => {
    const video = makeVideo();
    setState(video, { readyState: 1 });
    mount(video, { startAt: 30 });
    expect(video.currentTime).toBe(30);
  });

  it('starts a finished video from the beginning', () => {
    const video = makeVideo(120);
    mount(video, { startAt: 120 });
    fire(video, 'loadedmetadata');
    expect(video.currentTime).toBe(0);
  });

  it('saves the whole-second position every few seconds while playing, on pause, on a paused seek and on close', () => {
    const video = makeVideo();
    const onSavePosition = vi.fn();
    const { unmount } = mount(video, { onSavePosition });
    setState(video, { paused: false });
    fire(video, 'play');
    video.currentTime = 7.6;
    fire(video, 'timeupdate');
    act(() => vi.advanceTimersByTime(5000));
    expect(onSavePosition).toHaveBeenLastCalledWith(7);
    video.currentTime = 12.2;
    fire(video, 'timeupdate');
    setState(video, { paused: true });
    fire(video, 'pause');
    expect(onSavePosition).toHaveBeenLastCalledWith(12);
    video.currentTime = 60;
    fire(video, 'seeked');
    expect(onSavePosition).toHaveBeenLastCalledWith(60);
    video.currentTime = 61;
    fire(video, 'timeupdate');
    unmount();
    expect(onSavePosition).toHaveBeenLastCalledWith(61);
    // The same second is never sent twice.
    expect(onSavePosition.mock.calls.map(([s]) => s)).toEqual([7, 12, 60, 61]);
  });

  it('saves when the page is hidden', () => {
    const video = makeVideo();
    const onSavePosition = vi.fn();
    mount(video, { onSavePosition });
    video.currentTime = 9;
    fire(video, 'timeupdate');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(onSavePosition).toHaveBeenCalledWith(9);
  });

  it('reports the video watched once, when playback first reaches 90 %', () => {
    const video = makeVideo(100);
    const onWatched = vi.fn();
    mount(video, { onWatched });
    video.currentTime = 89;
    fire(video, 'timeupdate');
    expect(onWatched).not.toHaveBeenCalled();
    video.currentTime = 90;
    fire(video, 'timeupdate');
    video.currentTime = 95;
    fire(video, 'timeupdate');
    expect(onWatched).toHaveBeenCalledTimes(1);
  });

  it('counts the end as watched even when the length was never known, and reports the end', () => {
    const video = makeVideo(Number.NaN);
    const onWatched = vi.fn();
    const onEnded = vi.fn();
    mount(video, { onWatched, onEnded });
    fire(video, 'ended');
    expect(onWatched).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('asks once for a fresh link when the video fails, then shows the failure', () => {
    const video = makeVideo();
    const onSourceFailed = vi.fn();
    const { result } = mount(video, { onSourceFailed });
    fire(video, 'error');
    expect(onSourceFailed).toHaveBeenCalledTimes(1);
    expect(result.current.hasFailed).toBe(false);
    fire(video, 'error');
    expect(onSourceFailed).toHaveBeenCalledTimes(1);
    expect(result.current.hasFailed).toBe(true);
    act(() => result.current.retry());
    expect(onSourceFailed).toHaveBeenCalledTimes(2);
    expect(result.current.hasFailed).toBe(false);
  });

  it('reports playback starting', () => {
    const video = makeVideo();
    const onPlay = vi.fn();
    mount(video, { onPlay });
    fire(video, 'play');
    expect(onPlay).toHaveBeenCalledTimes(1);
  });
});

describe('player helpers', () => {
  it('tells an HLS playlist link from an uploaded file', () => {
    expect(isHlsLink('/api/v1/web/media/hls/abc/master.m3u8?exp=1&sig=x')).toBe(true);
    expect(isHlsLink('https://bucket.example/videos/a.mp4?X-Amz-Signature=y')).toBe(false);
    expect(isHlsLink('/video.webm')).toBe(false);
  });

  it('shows the clock and the speeds in Turkish form', () => {
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(rateLabel(1.5)).toBe('1,5×');
  });

  it('counts 90 % of a known length as watched', () => {
    expect(isWatched(90, 100)).toBe(true);
    expect(isWatched(89.9, 100)).toBe(false);
    expect(isWatched(10, Number.NaN)).toBe(false);
  });
});
