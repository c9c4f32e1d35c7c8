import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { dispute } from '../test/disputes-api';
import { EvidenceList } from './evidence-list';

describe('EvidenceList', () => {
  it('says for each cited mail whether its sender was verified', () => {
    const [cited] = dispute().evidence;
    render(
      <EvidenceList
        disputeId={7}
        evidence={[
          { ...cited!, email_id: 1, subject: 'Signed', sender_verified: true },
          { ...cited!, email_id: 2, subject: 'Forged', sender_verified: false },
          { ...cited!, email_id: 3, subject: 'Unanswered', sender_verified: null },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Cited mails' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Sender verified: signed by its domain');
    expect(items[0]).not.toHaveTextContent('Unverified sender');
    expect(items[1]).toHaveTextContent('Unverified sender');
    expect(items[1]).not.toHaveTextContent('Sender verified');
    expect(items[2]).toHaveTextContent('Sender not checked: its domain did not answer');
    expect(items[2]).not.toHaveTextContent('Unverified sender');
  });
});
