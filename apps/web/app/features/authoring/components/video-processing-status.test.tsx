import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../theme.ts';
import { VideoProcessingStatus } from './video-processing-status.tsx';

const show = (
  processingStatus: 'Processing' | 'Ready' | 'Failed' | null,
  processingReason: string | null = null,
) =>
  render(
    <MantineProvider theme={theme}>
      <VideoProcessingStatus lecture={{ processingStatus, processingReason }} />
    </MantineProvider>,
  );

describe('VideoProcessingStatus', () => {
  it('tells the lecturer a video is being processed and learners keep the previous one', () => {
    show('Processing');
    expect(screen.getByText('İşleniyor')).toBeTruthy();
    expect(screen.getByText(/önceki videoyu izler/)).toBeTruthy();
  });

  it('shows the Turkish reason of a failed transcode', () => {
    show('Failed', 'Video dosyası okunamadı: dosya bozuk.');
    expect(screen.getByText('Başarısız')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Video dosyası okunamadı: dosya bozuk.');
  });

  it('says nothing for a lecture without a video', () => {
    const { container } = show(null);
    expect(container.querySelector('[data-testid="video-processing-status"]')).toBeNull();
  });
});
