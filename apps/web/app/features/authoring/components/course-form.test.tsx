import type { TaxonomyItem } from '@kampus/contract';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { theme } from '../../../theme.ts';
import { courseFormErrors, newCourseValues } from '../course-form-values.ts';
import { CourseForm, type CourseFormProps } from './course-form.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));
const { notify } = await import('../../../lib/notify.ts');

const categories: TaxonomyItem[] = [
  { id: '0b6f5e1e-1111-4111-8111-111111111111', title: 'Web Geliştirme', description: '' },
  { id: '0b6f5e1e-2222-4222-8222-222222222222', title: 'Veri Bilimi', description: '' },
];
const tags: TaxonomyItem[] = [
  { id: '0b6f5e1e-3333-4333-8333-333333333333', title: 'React', description: '' },
];

const renderForm = (props: Partial<CourseFormProps> = {}) => {
  const send = vi.fn<CourseFormProps['send']>().mockResolvedValue('0b6f5e1e-9999-4999-8999-999999999999');
  const onSaved = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <DatesProvider settings={{ locale: 'tr', firstDayOfWeek: 1 }}>
        <CourseForm
          mode="create"
          initialValues={newCourseValues()}
          categories={categories}
          tags={tags}
          send={send}
          onSaved={onSaved}
          cancel={{ onClick: vi.fn() }}
          {...props}
        />
      </DatesProvider>
    </MantineProvider>,
  );
  return { send, onSaved };
};

const cover = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'kapak.jpg', { type: 'image/jpeg' });
const fileInputOf = (testId: string) =>
  screen.getByTestId(testId).querySelector('input[type=file]') as HTMLInputElement;

describe('CourseForm', () => {
  it('names every missing field with the seed messages and sends nothing', async () => {
    const user = userEvent.setup();
    const { send } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kurs adı 3 ile 100 karakter arasında olmalıdır.')).toBeTruthy();
    expect(screen.getByText('Kurs açıklaması 10 ile 1000 karakter arasında olmalıdır.')).toBeTruthy();
    expect(
      screen.getByText('Lütfen kurs için bir kapak görseli yükleyiniz (önerilen boyut 1280x720).'),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Lütfen işaretli alanları düzeltin.');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a discounted price above the price once the field is left', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText('Fiyat (TL)'));
    await user.type(screen.getByLabelText('Fiyat (TL)'), '100');
    const discounted = screen.getByLabelText(/İndirimli Fiyat/);
    await user.clear(discounted);
    await user.type(discounted, '150');
    await user.tab();
    expect(
      await screen.findByText('Discounted price cannot be greater than the regular price.'),
    ).toBeTruthy();
  });

  it('asks for a certificate file as soon as the course is marked certified', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText(/Sertifikalı kurs/));
    expect(await screen.findByText('You must upload at least one certificate file.')).toBeTruthy();
    // One file satisfies the rule; each file can be removed again.
    fireEvent.change(fileInputOf('certificates-field'), {
      target: { files: [new File(['%PDF-1.4'], 'sertifika.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() =>
      expect(screen.queryByText('You must upload at least one certificate file.')).toBeNull(),
    );
    await user.click(await screen.findByRole('button', { name: 'sertifika.pdf dosyasını kaldır' }));
    expect(await screen.findByText('You must upload at least one certificate file.')).toBeTruthy();
  });

  it('shows the in-person dates only for In Person', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByText('Başlangıç Tarihi')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'In Person' }));
    expect(screen.getByText('Başlangıç Tarihi')).toBeTruthy();
    expect(screen.getByText('Bitiş Tarihi')).toBeTruthy();
  });

  it('sends a valid course as the seed multipart fields and reports the new id', async () => {
    const user = userEvent.setup();
    const { send, onSaved } = renderForm();
    await user.type(screen.getByLabelText(/Kurs Adı/), 'Sıfırdan React');
    await user.type(screen.getByLabelText(/^Açıklama/), 'Bileşenler, durum ve yönlendirme.');
    await user.click(screen.getByRole('button', { name: 'Kategoriler' }));
    await user.type(screen.getByLabelText('Kategoriler: Ara...'), 'gelis');
    await user.click(await screen.findByRole('option', { name: 'Web Geliştirme' }));
    fireEvent.change(fileInputOf('cover-image-field'), { target: { files: [cover()] } });
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('0b6f5e1e-9999-4999-8999-999999999999'));

    const form = send.mock.calls[0]?.[0] as FormData;
    expect(form.get('name')).toBe('Sıfırdan React');
    expect(form.getAll('categoryIds')).toEqual([categories[0]?.id]);
    expect(form.get('skillLevel')).toBe('1');
    expect(form.get('meetingType')).toBe('0');
    expect(form.get('isCertified')).toBe('false');
    expect((form.get('coverImage') as File).name).toBe('kapak.jpg');
    // Online: no dates; not certified: no certificates.
    expect(form.has('StartDate')).toBe(false);
    expect(form.has('Certifications')).toBe(false);
  });

  it('shows the server field messages under the fields and the seed failure notice', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError('Geçersiz istek.', {
      status: 400,
      fields: { name: 'Bu ad sunucuda reddedildi.' },
    });
    renderForm({ send: vi.fn().mockRejectedValue(refusal) });
    await user.type(screen.getByLabelText(/Kurs Adı/), 'Sıfırdan React');
    await user.type(screen.getByLabelText(/^Açıklama/), 'Bileşenler, durum ve yönlendirme.');
    fireEvent.change(fileInputOf('cover-image-field'), { target: { files: [cover()] } });
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu ad sunucuda reddedildi.')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith(
      'error',
      'Kurs oluştururken hata lütfen daha sonra tekrar deneyiniz..',
    );
  });

  it('keeps the pickers searchable: Turkish letters fold, and an unknown term says so', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Kategoriler' }));
    const search = screen.getByLabelText('Kategoriler: Ara...');
    await user.type(search, 'VERİ');
    const listbox = screen.getByRole('listbox', { name: 'Kategoriler' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Veri Bilimi']);
    await user.clear(search);
    await user.type(search, 'yok');
    expect(screen.getByText('Sonuç bulunamadı.')).toBeTruthy();
  });
});

describe('courseFormErrors', () => {
  const valid = {
    ...newCourseValues(),
    name: 'Sıfırdan React',
    description: 'Bileşenler ve durum.',
    coverImage: cover(),
  };

  it('puts an in-person end before its start on the end date, with the seed words', () => {
    expect(
      courseFormErrors(
        { ...valid, meetingType: '2', startDate: '2026-09-10', endDate: '2026-09-01' },
        { mode: 'create' },
      ),
    ).toEqual({ endDate: 'Start date cannot be after end date' });
  });

  it('needs both dates for an in-person course, and neither online', () => {
    expect(Object.keys(courseFormErrors({ ...valid, meetingType: '2' }, { mode: 'create' })).sort()).toEqual([
      'endDate',
      'startDate',
    ]);
    expect(courseFormErrors(valid, { mode: 'create' })).toEqual({});
  });

  it('keeps the stored cover and certificates on edit', () => {
    const edit = { ...valid, coverImage: null, isCertified: true };
    expect(courseFormErrors(edit, { mode: 'edit', keptCertificates: 1 })).toEqual({});
    expect(courseFormErrors(edit, { mode: 'edit', keptCertificates: 0 })).toEqual({
      certifications: 'You must upload at least one certificate file.',
    });
  });
});
