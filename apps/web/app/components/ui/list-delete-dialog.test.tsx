import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLoaderData, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import { pagedQueryFrom, useAddressQuery } from '../../lib/list-query.ts';
import { DELETE_FAILED_MESSAGE } from './confirm-delete-dialog.tsx';
import { ListDeleteDialog, useListDeleteDialog } from './list-delete-dialog.tsx';

type Row = { id: string; name: string };

/** A paged list in miniature: its rows, a delete button each, the dialog, and the address for the test to read. */
function ListHarness({ remove }: { remove: (row: Row) => Promise<unknown> }) {
  const rows = useLoaderData() as Row[];
  const address = useAddressQuery();
  const { page } = pagedQueryFrom(address.params);
  const dialog = useListDeleteDialog(remove, { rowCount: rows.length, page, setPage: address.setPage });
  const { search } = useLocation();
  return (
    <>
      {rows.map((row) => (
        <button key={row.id} type="button" onClick={() => dialog.open(row)}>
          {`${row.name} sil`}
        </button>
      ))}
      <ListDeleteDialog
        dialog={dialog}
        title="Kategori Sil"
        question={(row) => `"${row.name}" silinsin mi?`}
        note="Bu işlem geri alınamaz."
      />
      <output data-testid="address">{search}</output>
    </>
  );
}

const renderList = (url: string, rows: Row[], remove: (row: Row) => Promise<unknown>) => {
  const loader = vi.fn(() => rows);
  const router = createMemoryRouter(
    [
      {
        path: '/admin-panel/categories',
        loader,
        HydrateFallback: () => null,
        element: <ListHarness remove={remove} />,
      },
    ],
    { initialEntries: [url] },
  );
  renderWithTheme(<RouterProvider router={router} />);
  return loader;
};

const address = () => screen.getByTestId('address').textContent;

const deleteRow = async (name: string) => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `${name} sil` }));
  expect(await screen.findByText(`"${name}" silinsin mi?`)).toBeTruthy();
  expect(screen.getByText('Bu işlem geri alınamaz.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Sil' }));
};

describe('ListDeleteDialog on a paged list', () => {
  it('shows the page before when the last row of a later page is deleted', async () => {
    const remove = vi.fn(async () => undefined);
    renderList('/admin-panel/categories?search=web&page=2', [{ id: '1', name: 'Web' }], remove);
    await deleteRow('Web');
    await waitFor(() => expect(address()).toBe('?search=web'));
    expect(remove).toHaveBeenCalledWith({ id: '1', name: 'Web' });
  });

  it('reloads the same page when other rows remain on it', async () => {
    const rows = [
      { id: '1', name: 'Web' },
      { id: '2', name: 'Mobil' },
    ];
    const loader = renderList('/admin-panel/categories?page=2', rows, async () => undefined);
    await deleteRow('Mobil');
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(address()).toBe('?page=2');
  });

  it('reloads page 1 rather than leaving it when its last row is deleted', async () => {
    const loader = renderList('/admin-panel/categories', [{ id: '1', name: 'Web' }], async () => undefined);
    await deleteRow('Web');
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(address()).toBe('');
  });

  it('stays open with the seed message when the delete fails', async () => {
    const loader = renderList('/admin-panel/categories?page=2', [{ id: '1', name: 'Web' }], async () => {
      throw new Error('network');
    });
    await deleteRow('Web');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', DELETE_FAILED_MESSAGE);
    expect(address()).toBe('?page=2');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
