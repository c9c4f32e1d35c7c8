import type { EmailDetail, EmailSummary, SubRoller } from '@shop/contract';
import { emailDetail, emailListPage } from '@/components/mailbox/test/mail-fixtures';
import { failure } from '@/test/fetch-mock';
import type { RouteHandler } from '@/test/fetch-mock';

export { setDesktop } from '@/components/mailbox/test/set-desktop';

export function subRoller(overrides: Partial<SubRoller> = {}): SubRoller {
  return {
    id: 1,
    sub_code: 'sub1',
    email_pattern: 'demo.sub1.*@shop.localhost',
    token: 'tok-sub1',
    roller_code: 'demo',
    ...overrides,
  };
}

/**
 * The access routes of one token: its list pages `mails` by `limit`, info names its codes, one
 * mail answers from `details` (else built from the summary), `files` by "id/n" are attachments.
 */
export function accessRoutes(
  token: string,
  mails: EmailSummary[],
  {
    limit = 20,
    details = {},
    files = {},
  }: {
    limit?: number;
    details?: Record<number, Partial<EmailDetail>>;
    files?: Record<string, () => Response>;
  } = {},
): Record<string, RouteHandler> {
  const guard =
    (answer: RouteHandler): RouteHandler =>
    (request) =>
      request.headers.get('X-Sub-Roller-Token') === token
        ? answer(request)
        : failure(401, 'SUB_ROLLER_TOKEN_INVALID', 'Invalid sub-roller token');
  const routes: Record<string, RouteHandler> = {
    'GET email/sub-roller/access/info': guard(() => ({ roller_code: 'demo', sub_code: 'sub1' })),
    'GET email/sub-roller/access': guard(({ url }) => emailListPage(mails, url, limit)),
  };
  for (const mail of mails) {
    routes[`GET email/sub-roller/access/${mail.id}`] = guard(() =>
      emailDetail({ ...mail, ...details[mail.id] }),
    );
  }
  for (const [file, answer] of Object.entries(files)) {
    routes[`GET email/sub-roller/access/${file.replace('/', '/attachments/')}`] = guard(answer);
  }
  return routes;
}
