import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { ApiError } from './api-error';
import { showErrorToast } from './error-toast';
import { createQueryClient } from './query-client';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

describe('error toast rule', () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it('shows the server message as an error toast', async () => {
    await showErrorToast(
      new ApiError({ status: 409, code: 'CONFLICT', serverMessage: 'Account already reserved' }),
    );
    expect(toast.error).toHaveBeenCalledWith('Account already reserved', expect.anything());
  });

  it('shows nothing for a 404', async () => {
    await showErrorToast(
      new ApiError({ status: 404, code: 'NOT_FOUND', serverMessage: 'Not found' }),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('applies to failed mutations unless they are silent', async () => {
    const client = createQueryClient();
    const fail = () => Promise.reject(new Error('Boom'));
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail })
      .execute(undefined)
      .catch(() => {});
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Boom', expect.anything()));

    vi.mocked(toast.error).mockClear();
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail, meta: { silent: true } })
      .execute(undefined)
      .catch(() => {});
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('applies to failed queries', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () =>
          Promise.reject(
            new ApiError({ status: 400, code: 'BAD_REQUEST', serverMessage: 'Bad page' }),
          ),
      })
      .catch(() => {});
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Bad page', expect.anything()));
  });
});
