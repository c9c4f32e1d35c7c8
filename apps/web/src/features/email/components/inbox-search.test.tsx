import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { InboxSearch } from './inbox-search';

describe('inbox search in the narrowest list pane', () => {
  it('has a placeholder that fits 200 px and a box that shrinks beside its button', () => {
    render(<InboxSearch q="" onSearch={() => {}} />);
    const box = screen.getByRole('searchbox', { name: 'Search emails' });
    expect(box).toHaveAttribute('placeholder', 'Search');
    expect(box).toHaveClass('min-w-0');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveClass('shrink-0');
  });
});
