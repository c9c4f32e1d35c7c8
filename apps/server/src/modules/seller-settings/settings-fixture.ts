import type { TestContext } from '../../../test/helpers.ts';
import { queuedMails } from '../../../test/orders-fixture.ts';

/** The token of the newest confirmation link mailed to `email`. */
export async function confirmationToken(ctx: TestContext, email: string): Promise<string> {
  const mail = (await queuedMails(ctx)).filter((m) => m.to_address === email).at(-1);
  const link = mail?.text_body.match(/https?:\/\/\S+\/settings\/confirm-email\?token=([\w%-]+)/);
  if (!link) throw new Error(`no confirmation link was mailed to ${email}`);
  return decodeURIComponent(link[1]!);
}

/** Sets a seller's notification e-mail the way a seller does: ask, then open the mailed link. */
export async function confirmedNotificationEmail(
  ctx: TestContext,
  seller: { auth: Record<string, string> },
  email: string,
): Promise<void> {
  const asked = await ctx.app.inject({
    method: 'PUT',
    url: '/api/roller/email',
    headers: seller.auth,
    payload: { email },
  });
  if (asked.statusCode !== 200) throw new Error(`email change refused: ${asked.body}`);
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: '/api/roller/email/confirm',
    payload: { token: await confirmationToken(ctx, email) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation refused: ${confirmed.body}`);
}
