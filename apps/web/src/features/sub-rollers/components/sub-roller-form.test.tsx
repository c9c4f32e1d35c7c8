import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { authStore } from '@/lib/auth-store';
import { mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { subRoller } from '../test/sub-roller-api';

const RULE = 'Lowercase letters and digits only, at most 32.';

async function openForm() {
  authStore.setToken('t1');
  const api = mockRoutes({
    'GET email/sub-roller/list': () => [],
    'GET email/unread-count': () => ({ unread: 0 }),
    'POST email/sub-roller/token': () => subRoller(),
  });
  const view = renderRoute('/sub-roller-email');
  const input = await screen.findByRole('textbox', { name: 'Sub-roller code' });
  return { ...view, api, input };
}

describe('sub-roller code field', () => {
  it('names the characters it takes under the field', async () => {
    const { input } = await openForm();
    expect(input).toHaveAccessibleDescription(
      new RegExp(`^${RULE} The code builds the e-mail pattern`),
    );
  });

  it.each([
    ['sub.1', 'Use only letters a-z and digits 0-9: no dots, hyphens, spaces or other signs'],
    ['sub 1', 'Use only letters a-z and digits 0-9: no dots, hyphens, spaces or other signs'],
    ['süb', 'Use only letters a-z and digits 0-9: no dots, hyphens, spaces or other signs'],
    ['x'.repeat(33), 'Use at most 32 characters'],
  ])('says what is wrong with "%s" as it is typed, and sends nothing', async (typed, message) => {
    const { user, api, input } = await openForm();
    await user.click(input);
    await user.paste(typed);
    expect(input).toHaveAccessibleDescription(new RegExp(`${message}$`));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Generate Token' }));
    expect(input).toHaveAccessibleDescription(new RegExp(`${message}$`));
    expect(api.sent('POST', 'email/sub-roller/token')).toHaveLength(0);
  });

  it('shows capitals in lower case as they are typed, as the code is kept', async () => {
    const { user, api, input } = await openForm();
    await user.type(input, 'Sub1');
    expect(input).toHaveValue('sub1');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Generate Token' }));
    expect(await screen.findByText(/Token generated successfully/)).toBeVisible();
    expect(api.sent('POST', 'email/sub-roller/token')[0]?.body).toEqual({ sub_code: 'sub1' });
  });
});
