import type { ShopPolicies } from '@shop/contract';
import { errorMessage } from '@/api/api-error';
import { Card } from '@/components/ui/card';
import { PageLoadFailed } from '@/components/ui/load-states';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingText } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useShopPolicies } from '@/api/shop-policies';

export type PolicyKind = 'terms' | 'refunds' | 'contact';

const TITLES: Record<PolicyKind, string> = {
  terms: 'Terms',
  refunds: 'Refund policy',
  contact: 'Contact',
};

/**
 * Said to the public on a page the operator has not written yet. What to set is said to the
 * operator, in the server's log at start.
 */
const NOT_PUBLISHED = 'Not published yet';

/** `/terms`, `/refunds` and `/contact`: the operator's text, or where it is published. */
export default function PolicyPage({ kind }: { kind: PolicyKind }) {
  useDocumentTitle(TITLES[kind]);
  const policies = useShopPolicies();
  let body;
  if (policies.data) body = <PolicyBody kind={kind} policies={policies.data} />;
  else if (policies.isError)
    body = (
      <PageLoadFailed
        message={errorMessage(policies.error)}
        busy={policies.isFetching}
        onRetry={() => policies.refetch()}
      />
    );
  else body = <LoadingText>Loading...</LoadingText>;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={TITLES[kind]} />
      {body}
    </div>
  );
}

function PolicyBody({ kind, policies }: { kind: PolicyKind; policies: ShopPolicies }) {
  if (kind === 'contact') {
    const { contact } = policies;
    if (!contact) return <NotPublished />;
    return (
      <Card>
        <p className="text-fg-muted">
          {'Questions about an account or an order: '}
          <a href={contact.href} className="font-medium break-all text-accent-text underline">
            {contact.label}
          </a>
        </p>
      </Card>
    );
  }
  const policy = policies[kind];
  if (policy.url) {
    return (
      <Card>
        <p className="text-fg-muted">
          {`This shop publishes its ${TITLES[kind].toLowerCase()} at `}
          <a href={policy.url} className="font-medium break-all text-accent-text underline">
            {policy.url}
          </a>
        </p>
      </Card>
    );
  }
  if (!policy.text) return <NotPublished />;
  return <Text text={policy.text} />;
}

function NotPublished() {
  return (
    <Card>
      <p className="text-fg-muted">{NOT_PUBLISHED}</p>
    </Card>
  );
}

function Text({ text }: { text: string }) {
  return (
    <Card>
      <div className="space-y-3 leading-relaxed break-words whitespace-pre-line text-fg">
        {text.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </Card>
  );
}
