import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Pagination } from './pagination';

/**
 * jsdom lays nothing out, so the narrow pager is held by its classes: a compact pager is a size
 * container, and below 16rem of it (the inbox list pane at its 200-280 px) Previous and Next
 * keep only their chevrons, their words staying as their accessible names.
 */
const NARROW = '@max-[16rem]';

const renderPager = (compact: boolean) =>
  render(<Pagination compact={compact} page={2} pageCount={345} onPageChange={() => {}} />);

describe('Pagination in a narrow pane', () => {
  it('shows Previous and Next as chevrons below 16rem, named as before', () => {
    renderPager(true);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveClass('@container');
    for (const name of ['Previous', 'Next']) {
      const button = screen.getByRole('button', { name });
      expect(within(button).getByText(name)).toHaveClass(`${NARROW}:sr-only`);
      const chevron = button.querySelector('svg')!;
      expect(chevron).toHaveClass('hidden', `${NARROW}:block`);
      expect(chevron).toHaveAttribute('aria-hidden', 'true');
    }
    // The page count may take two lines rather than push Next out of the pane.
    expect(screen.getByText('Page 2 of 345')).toHaveClass(`${NARROW}:whitespace-normal`);
  });

  it('keeps words and chevrons side by side at full size', () => {
    renderPager(false);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).not.toHaveClass('@container');
    for (const name of ['Previous', 'Next']) {
      const button = screen.getByRole('button', { name });
      expect(within(button).getByText(name).className).not.toContain('sr-only');
      expect(button.querySelector('svg')).not.toHaveClass('hidden');
    }
  });
});
