import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';
import { DeleteDialog } from './delete-dialog';
import { standInLayoutApis, standInMatchMedia } from '@/test-browser-apis';

beforeAll(async () => {
  // jsdom lacks these browser APIs Mantine's modal uses.
  standInMatchMedia();
  standInLayoutApis();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const renderDialog = (onDelete: (release: boolean) => Promise<unknown>, onClose = vi.fn()) =>
  render(
    <MantineProvider>
      <DeleteDialog name="Desk 7" onClose={onClose} onDelete={onDelete} />
    </MantineProvider>,
  );

describe('DeleteDialog', () => {
  it('asks first, then offers to release the future bookings the server reports', async () => {
    const onDelete = vi.fn(async (release: boolean) => {
      if (!release)
        throw new ApiError(409, 'HAS_FUTURE_BOOKINGS', 'x', undefined, { code: 'HAS_FUTURE_BOOKINGS', count: 3 });
      return { deleted: true, released_bookings: 3 };
    });
    const onClose = vi.fn();
    renderDialog(onDelete, onClose);
    expect(await screen.findByText(/Delete Desk 7 and everything in it\?/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(onDelete).toHaveBeenLastCalledWith(false);
    expect(await screen.findByText(/Desk 7 still has 3 future bookings/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Release 3 bookings and delete' })));
    expect(onDelete).toHaveBeenLastCalledWith(true);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows any other failure as a translated message and stays open', async () => {
    const onClose = vi.fn();
    renderDialog(async () => {
      throw new ApiError(404, 'NOT_FOUND', 'x');
    }, onClose);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('Not found.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
