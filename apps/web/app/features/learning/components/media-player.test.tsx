import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { MediaPlayer } from './media-player.tsx';

// jsdom draws no video: these check what the player puts on the page (its labels, tracks and element), the
// browser tests (tests/e2e/learning.test.ts, video-streaming.test.ts) what it does.
describe('MediaPlayer', () => {
  it('names the player after the lecture', async () => {
    renderWithTheme(<MediaPlayer src="/video.webm" title="Kursa hoş geldiniz" startAt={0} />);
    const player = await screen.findByTestId('video-player');
    await waitFor(() => expect(player.getAttribute('aria-label')).toBe('Video oynatıcı: Kursa hoş geldiniz'));
  });

  it('plays an uploaded file as a plain video, and a playlist through hls-video', () => {
    const { unmount } = renderWithTheme(<MediaPlayer src="/video.webm" title="Ders" startAt={0} />);
    expect(screen.getByTestId('lecture-video').localName).toBe('video');
    unmount();
    renderWithTheme(<MediaPlayer src="/media/hls/a/master.m3u8?exp=1" title="Ders" startAt={0} />);
    expect(screen.getByTestId('lecture-video').localName).toBe('hls-video');
  });

  it('gives each caption file a subtitles track, and offers the captions menu only when there is one', () => {
    const { unmount } = renderWithTheme(<MediaPlayer src="/video.webm" title="Ders" startAt={0} />);
    expect(document.querySelector('media-captions-menu-button')?.hasAttribute('hidden')).toBe(true);
    unmount();
    renderWithTheme(
      <MediaPlayer
        src="/video.webm"
        title="Ders"
        startAt={0}
        captions={[
          { language: 'tr', label: 'Türkçe', path: '/c/tr.vtt' },
          { language: 'en', label: 'English', path: '/c/en.vtt' },
        ]}
      />,
    );
    const tracks = Array.from(screen.getByTestId('lecture-video').querySelectorAll('track'));
    expect(tracks.map((t) => [t.kind, t.srclang, t.label, t.getAttribute('src')])).toEqual([
      ['subtitles', 'tr', 'Türkçe', '/c/tr.vtt'],
      ['subtitles', 'en', 'English', '/c/en.vtt'],
    ]);
    expect(tracks.some((t) => t.default)).toBe(false);
    expect(document.querySelector('media-captions-menu-button')?.hasAttribute('hidden')).toBe(false);
  });
});
