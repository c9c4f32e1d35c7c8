import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailDetail } from '@shop/contract';
import { Toaster } from '@/components/ui/toaster';
import { failure } from '@/test/fetch-mock';
import type { AttachmentDownload } from './download';
import { MailReader } from './mail-reader';
import { spyOnDownloads } from './test/download-spy';
import { emailDetail } from './test/mail-fixtures';

const LINK = 'https://account.example.com/verify?token=abc&next=%2Fhome';
const RECEIPT = {
  filename: 'receipt.pdf',
  content_type: 'application/pdf',
  size: 2458,
  content_id: null,
  inline: false,
};

function renderReader(mail: EmailDetail, download?: (n: number) => AttachmentDownload) {
  const attachmentDownload =
    download ?? ((n: number) => ({ url: `/api/email/${mail.id}/attachments/${n}` }));
  const user = userEvent.setup();
  render(
    <>
      <MailReader mail={mail} attachmentDownload={attachmentDownload} />
      <Toaster />
    </>,
  );
  return { user, article: screen.getByRole('article', { name: mail.subject || 'No Subject' }) };
}

describe('MailReader', () => {
  it('shows subject, From, To, Date, the code and the verification link as sent', () => {
    const { article } = renderReader(emailDetail({ link: LINK }));
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Your verification code',
    );
    expect(article).toHaveTextContent('FromHoYoverse <noreply@hoyoverse.com>');
    expect(article).toHaveTextContent('Todemo.acc1@shop.localhost');
    expect(within(article).getByText(/Nov 20, 2026/)).toHaveAttribute(
      'datetime',
      '2026-11-20T10:15:00.000Z',
    );
    expect(within(article).getByRole('button', { name: 'Copy code 482913' })).toBeVisible();
    const link = within(article).getByRole('link', { name: 'Open verification link' });
    expect(link).toHaveAttribute('href', LINK);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('marks a sender whose signature failed or is missing, and only that one', () => {
    const { article } = renderReader(emailDetail({ sender_verified: false }));
    expect(article).toHaveTextContent('FromHoYoverse <noreply@hoyoverse.com>Unverified sender');
    for (const sender_verified of [true, null]) {
      const { unmount } = render(
        <MailReader
          mail={emailDetail({ id: 2, subject: `Checked ${sender_verified}`, sender_verified })}
          attachmentDownload={() => ({ url: '/x' })}
        />,
      );
      const other = screen.getByRole('article', { name: `Checked ${sender_verified}` });
      expect(within(other).queryByText('Unverified sender')).toBeNull();
      unmount();
    }
  });

  it('says No Subject, and offers no link that is not a web address', () => {
    const { article } = renderReader(
      emailDetail({ subject: '', code: null, link: 'javascript:alert(1)' }),
    );
    expect(within(article).getByRole('heading')).toHaveTextContent('No Subject');
    expect(within(article).queryByRole('link')).toBeNull();
    expect(within(article).queryByRole('button')).toBeNull();
  });

  it('makes the web addresses of a plain-text body links, without the punctuation after them', () => {
    const { article } = renderReader(
      emailDetail({
        text: 'Confirm at https://shop.example/confirm?id=7. Or visit www.example.org, (see https://docs.example/a_(b)).',
      }),
    );
    const links = within(article).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://shop.example/confirm?id=7',
      'https://www.example.org',
      'https://docs.example/a_(b)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(article).toHaveTextContent(
      'Confirm at https://shop.example/confirm?id=7. Or visit www.example.org, (see https://docs.example/a_(b)).',
    );
  });

  it('shows an HTML body in a frame sandboxed without scripts', () => {
    renderReader(emailDetail({ has_html: true, html: '<p>Receipt</p><script>alert(1)</script>' }));
    const frame = screen.getByTitle('Email body: Your verification code');
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
    ]);
    expect(sandbox).not.toContain('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('Receipt');
    expect(frame.getAttribute('srcdoc')).not.toContain('<script');
    expect(frame.getAttribute('srcdoc')).toContain("default-src 'none'");
  });

  it('downloads an attachment with the reader’s credentials, under the server’s file name', async () => {
    const saved = spyOnDownloads();
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': "attachment; filename*=UTF-8''Re%C3%A7u%20n%C2%B01.pdf",
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user, article } = renderReader(emailDetail({ id: 9, attachments: [RECEIPT] }), (n) => ({
      url: `/api/email/sub-roller/access/9/attachments/${n}`,
      headers: { 'X-Sub-Roller-Token': 'tok-1' },
    }));
    const list = within(article).getByRole('list', { name: 'Attachments' });
    expect(list).toHaveTextContent('receipt.pdfapplication/pdf, 2.4 KB');
    await user.click(
      within(list).getByRole('button', { name: 'Download receipt.pdf, application/pdf, 2.4 KB' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/email/sub-roller/access/9/attachments/0');
    expect(new Headers(init?.headers).get('X-Sub-Roller-Token')).toBe('tok-1');
    expect(saved[0]?.filename).toBe('Reçu n°1.pdf');
    expect(await saved[0]?.file.text()).toBe('%PDF-1.7');
  });

  it('falls back to the stored file name, and says so clearly when a download fails', async () => {
    const saved = spyOnDownloads();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('bytes'))
      .mockResolvedValueOnce(failure(404, 'ATTACHMENT_NOT_FOUND', 'Attachment not found'));
    vi.stubGlobal('fetch', fetchMock);
    const { user, article } = renderReader(emailDetail({ attachments: [RECEIPT] }));
    const button = within(article).getByRole('button', { name: /^Download receipt.pdf/ });
    await user.click(button);
    await waitFor(() => expect(saved.map((s) => s.filename)).toEqual(['receipt.pdf']));
    await user.click(button);
    expect(
      await screen.findByText('Could not download receipt.pdf. Attachment not found'),
    ).toBeVisible();
    expect(saved).toHaveLength(1);
    expect(button).toBeEnabled();
  });
});
