import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPagination } from './list-pagination';

describe('ListPagination', () => {
  it('shows nothing while the list fits one page', () => {
    const { container } = render(
      <ListPagination
        page={1}
        total={20}
        limit={20}
        onPageChange={() => {}}
        label="Disputes pages"
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('pages through the list under its own landmark name', async () => {
    const onPageChange = vi.fn();
    render(
      <ListPagination
        page={2}
        total={41}
        limit={20}
        onPageChange={onPageChange}
        label="Disputes pages"
      />,
    );
    const pager = screen.getByRole('navigation', { name: 'Disputes pages' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });
});
