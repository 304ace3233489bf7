import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, type MockInstance, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { VideoPlayer } from './video-player.tsx';

// jsdom has no media playback or fullscreen: these stand in for the browser, flipping `paused` and firing events.
let play: MockInstance<() => Promise<void>>;
let pause: MockInstance<() => void>;
let requestFullscreen: Mock<() => Promise<void>>;

beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
  requestFullscreen = vi.fn(() => Promise.resolve());
  Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
    value: requestFullscreen,
    configurable: true,
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
});

const renderPlayer = (props: Partial<Parameters<typeof VideoPlayer>[0]> = {}) => {
  renderWithTheme(<VideoPlayer src="/video.webm" title="Kursa hoş geldiniz" startAt={0} {...props} />);
  const player = screen.getByRole('region', { name: 'Video oynatıcı: Kursa hoş geldiniz' });
  const video = screen.getByTestId('lecture-video') as HTMLVideoElement;
  Object.defineProperty(video, 'duration', { value: 120, configurable: true });
  fireEvent.loadedMetadata(video);
  return { player, video };
};

describe('VideoPlayer keyboard', () => {
  it('plays and pauses with space and with K', () => {
    const { player } = renderPlayer();
    fireEvent.keyDown(player, { key: ' ' });
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Duraklat' })).toBeTruthy();
    fireEvent.keyDown(player, { key: 'k' });
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Oynat' })).toBeTruthy();
  });

  it('seeks 5 seconds with the arrow keys, never before the start or past the end', () => {
    const { player, video } = renderPlayer();
    fireEvent.keyDown(player, { key: 'ArrowRight' });
    fireEvent.keyDown(player, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(10);
    fireEvent.keyDown(player, { key: 'ArrowLeft' });
    expect(video.currentTime).toBe(5);
    fireEvent.keyDown(player, { key: 'ArrowLeft' });
    fireEvent.keyDown(player, { key: 'ArrowLeft' });
    expect(video.currentTime).toBe(0);
    video.currentTime = 118;
    fireEvent.keyDown(player, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(120);
  });

  it('goes fullscreen with F', () => {
    const { player } = renderPlayer();
    fireEvent.keyDown(player, { key: 'f' });
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
  });

  it('leaves space to a focused button, so a press toggles once', () => {
    renderPlayer();
    const button = screen.getByRole('button', { name: 'Oynat' });
    // A real space press on a button fires keydown (ignored by the player) and then a click.
    fireEvent.keyDown(button, { key: ' ' });
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('offers speeds from 0.75× to 2× and applies the choice', () => {
    const { video } = renderPlayer();
    const speed = screen.getByRole('combobox', { name: 'Oynatma hızı' }) as HTMLSelectElement;
    expect(Array.from(speed.options).map((o) => o.textContent)).toEqual([
      '0,75×',
      '1×',
      '1,25×',
      '1,5×',
      '1,75×',
      '2×',
    ]);
    fireEvent.change(speed, { target: { value: '1.5' } });
    expect(video.playbackRate).toBe(1.5);
  });
});

describe('VideoPlayer position', () => {
  it('resumes at the saved position', () => {
    const { video } = renderPlayer({ startAt: 42 });
    expect(video.currentTime).toBe(42);
  });

  it('starts a finished video from the beginning', () => {
    const { video } = renderPlayer({ startAt: 120 });
    expect(video.currentTime).toBe(0);
  });

  it('saves the whole-second position on pause and when the player closes', () => {
    const onSavePosition = vi.fn();
    renderWithTheme(
      <VideoPlayer src="/video.webm" title="Ders" startAt={0} onSavePosition={onSavePosition} />,
    );
    const video = screen.getByTestId('lecture-video') as HTMLVideoElement;
    video.currentTime = 17.8;
    fireEvent.timeUpdate(video);
    fireEvent.pause(video);
    expect(onSavePosition).toHaveBeenLastCalledWith(17);
    // The same second is not sent twice.
    fireEvent.pause(video);
    expect(onSavePosition).toHaveBeenCalledTimes(1);
  });
});

describe('VideoPlayer watched', () => {
  it('reports the video watched once, when playback first reaches 90 %', () => {
    const onWatched = vi.fn();
    const { video } = renderPlayer({ onWatched });
    video.currentTime = 107;
    fireEvent.timeUpdate(video);
    expect(onWatched).not.toHaveBeenCalled();
    video.currentTime = 108;
    fireEvent.timeUpdate(video);
    video.currentTime = 115;
    fireEvent.timeUpdate(video);
    fireEvent.ended(video);
    expect(onWatched).toHaveBeenCalledTimes(1);
  });

  it('counts the end as watched even when the length was never known, and reports the end', () => {
    const onWatched = vi.fn();
    const onEnded = vi.fn();
    renderWithTheme(
      <VideoPlayer src="/video.webm" title="Ders" startAt={0} onWatched={onWatched} onEnded={onEnded} />,
    );
    fireEvent.ended(screen.getByTestId('lecture-video'));
    expect(onWatched).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});

describe('stream links', () => {
  it('tells an HLS playlist link from an uploaded file', async () => {
    const { isHlsLink } = await import('./use-stream-source.ts');
    expect(isHlsLink('/api/v1/web/media/lectures/x/master.m3u8?exp=1&sig=a')).toBe(true);
    expect(isHlsLink('/api/v1/web/media/lectures/x?exp=1&sig=a')).toBe(false);
    expect(isHlsLink('/video.webm')).toBe(false);
  });

  it('plays an uploaded file from its link, with no quality menu', () => {
    renderPlayer();
    const video = screen.getByTestId('lecture-video') as HTMLVideoElement;
    expect(video.src).toMatch(/\/video\.webm$/);
    expect(screen.queryByLabelText('Video kalitesi')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resim içinde resim' })).toBeTruthy();
  });
});
