import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { UnsubscribeVariant } from '../api/unsubscribe-by-token';

const TITLE = 'Test Unsubscribe';
export const TOKEN_REQUIRED = 'Please enter an unsubscribe token';

const TARGETS: Record<UnsubscribeVariant, string> = {
  all: '/unsubscribe',
  single: '/unsubscribe-single',
};

/** `/test-unsubscribe` (SPEC §2, debug): open either unsubscribe page with a typed token. */
export default function TestUnsubscribePage() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  // A link may carry the token (`?token=abc`), as the unsubscribe pages' own links do.
  const [searchParams] = useSearchParams();
  const [token, setToken] = useState(() => searchParams.get('token') ?? '');
  const [error, setError] = useState<string>();

  function open(variant: UnsubscribeVariant) {
    const typed = token.trim();
    if (!typed) {
      setError(TOKEN_REQUIRED);
      return;
    }
    navigate(`${TARGETS[variant]}?token=${encodeURIComponent(typed)}`);
  }

  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeader title={TITLE} description="Debug page: try an unsubscribe link's token." />
      <Card as="section" aria-labelledby="test-unsubscribe-title">
        <CardTitle id="test-unsubscribe-title">Unsubscribe token</CardTitle>
        <form
          noValidate
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            open('single');
          }}
        >
          <Field label="Token" error={error} hint="The value after token= in an alert mail's link.">
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={token}
                onChange={(event) => {
                  setToken(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit">Unsubscribe One Subscription</Button>
            <Button variant="secondary" onClick={() => open('all')}>
              Unsubscribe From All
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
