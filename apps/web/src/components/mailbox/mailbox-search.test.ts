import { describe, expect, it } from 'vitest';
import { mailboxSearch, readMailboxView } from './mailbox-search';

describe('a mailbox view in the address', () => {
  it('leaves out page 1, no open mail and empty kept values', () => {
    expect(mailboxSearch({ page: 1, mail: null })).toBe('');
    expect(mailboxSearch({ page: 1 }, { q: '', to: '' })).toBe('');
    expect(mailboxSearch({ page: 3, mail: 12 })).toBe('?page=3&mail=12');
  });

  it('puts what it keeps first, in its order, then the page and the mail', () => {
    expect(mailboxSearch({ page: 2, mail: 5 }, { q: 'code', to: 'a@b.c' })).toBe(
      '?q=code&to=a%40b.c&page=2&mail=5',
    );
    expect(mailboxSearch({ page: 1 }, { token: 't 1' })).toBe('?token=t+1');
  });

  it('reads back what it wrote, and a missing or broken page as page 1', () => {
    const search = new URLSearchParams(mailboxSearch({ page: 4, mail: 9 }, { token: 'x' }));
    expect(readMailboxView(search)).toEqual({ page: 4, mail: 9 });
    expect(readMailboxView(new URLSearchParams('page=abc&mail=-2'))).toEqual({
      page: 1,
      mail: null,
    });
  });
});
