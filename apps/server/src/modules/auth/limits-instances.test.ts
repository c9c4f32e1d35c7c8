import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ADDRESS_ATTEMPTS } from './attempts.ts';
import { createTestContext, secondInstance, type TestContext } from '../../../test/helpers.ts';

/**
 * Sign-in limits live in the database, so two instances on one PostgreSQL hold one limit: a
 * guesser cannot double it by spreading requests over them. Embedded PGlite is one process's
 * database, so this runs where TEST_DATABASE_URL names a server.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('sign-in limits across instances', () => {
  let a: TestContext;
  let b: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    a = await createTestContext();
    b = await secondInstance(a);
    await a.services.auth.createRoller({ code: 'shared', name: 'S', password: 'shared-password' });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('100 parallel guesses split over two instances: the limit holds once, not per instance', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 ? a.app : b.app).inject({
          method: 'POST',
          url: '/api/roller/login',
          payload: { code: 'shared', password: 'wrong-guess' },
          remoteAddress: '10.40.0.1',
        }),
      ),
    );
    const unauthorized = answers.filter((r) => r.statusCode === 401).length;
    expect(unauthorized).toBe(CODE_ADDRESS_ATTEMPTS);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(100 - unauthorized);
  });
});
