import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { noteServerDate } from '@/lib/server-time';
import { AnswerDeadline } from './answer-deadline';

const HOUR = 60 * 60 * 1000;

/** The seller's 24 hours are the shop's: a device clock an hour ahead does not end them early. */
describe('AnswerDeadline on a device whose clock is an hour ahead', () => {
  it('counts on the time the shop’s answers carry', () => {
    const shopNow = Date.now() - HOUR;
    noteServerDate(new Date(shopNow).toUTCString());
    render(<AnswerDeadline dueAt={new Date(shopNow + 30 * 60_000).toISOString()} />);
    expect(screen.getByText(/^Answer by /)).toBeInTheDocument();
    expect(screen.queryByText(/overdue/)).toBeNull();
  });
});
