import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { LectureResources } from './lecture-resources.tsx';

describe('LectureResources', () => {
  it('lists the files under "Kaynaklar" with their sizes and download links', () => {
    renderWithTheme(
      <LectureResources
        resources={[
          {
            id: 'a',
            name: 'Ders Notları.pdf',
            size: 1_572_864,
            path: '/api/v1/web/media/lectures/l/resources/a?exp=1&sig=s',
          },
          {
            id: 'b',
            name: 'örnek.py',
            size: 900,
            path: '/api/v1/web/media/lectures/l/resources/b?exp=1&sig=t',
          },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Kaynaklar' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Ders Notları.pdf dosyasını indir (1,5 MB)' });
    expect(link.getAttribute('href')).toBe('/api/v1/web/media/lectures/l/resources/a?exp=1&sig=s');
    expect(link.getAttribute('download')).toBe('Ders Notları.pdf');
    expect(screen.getByText('900 B')).toBeTruthy();
  });

  it('shows nothing for a lecture without resources', () => {
    renderWithTheme(<LectureResources resources={[]} />);
    expect(screen.queryByTestId('lecture-resources')).toBeNull();
  });
});
