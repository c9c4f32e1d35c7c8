import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/api-error';
import { MAIL_GONE_FROM_INBOX, MailLoadState } from './mail-load-state';

/** The parts of a mail's query the load state reads, with `refetch` recorded. */
function mailQuery(error: Error | null, isFetching = false) {
  return { error, isFetching, refetch: vi.fn(() => Promise.resolve()) } as const;
}

describe('MailLoadState', () => {
  it('says the mail is loading while nothing went wrong', () => {
    render(<MailLoadState mail={mailQuery(null, true)} />);
    expect(screen.getByText('Loading email...')).toBeInTheDocument();
  });

  it("says a mail that is gone (404) is gone, in the reader's own words", () => {
    const gone = new ApiError({ status: 404, code: 'EMAIL_NOT_FOUND' });
    const { rerender } = render(<MailLoadState mail={mailQuery(gone)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`Email not found${MAIL_GONE_FROM_INBOX}`);

    rerender(<MailLoadState mail={mailQuery(gone)} goneMessage="Not on your link." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Email not foundNot on your link.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to ask again after any other failure, and asks when told', async () => {
    const user = userEvent.setup();
    const mail = mailQuery(new ApiError({ status: 0, code: 'NETWORK_ERROR' }));
    render(<MailLoadState mail={mail} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the email');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mail.refetch).toHaveBeenCalledOnce();
  });
});
