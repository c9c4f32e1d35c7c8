/** How a receiver checks that a request came from the shop and is fresh. */
export function WebhookVerifyNote() {
  return (
    <details className="rounded-control border border-border px-3 py-2 text-sm text-fg-muted">
      <summary className="cursor-pointer font-medium text-fg">How to verify</summary>
      <div className="mt-2 flex flex-col gap-2">
        <p>Each request carries two headers:</p>
        <pre className="overflow-x-auto rounded-control bg-surface-muted p-3 font-mono text-xs text-fg">
          {'X-Shop-Timestamp: <unix seconds>\n' +
            'X-Shop-Signature: sha256=HMAC_SHA256(secret, timestamp + "." + body)'}
        </pre>
        <p>
          Compute the HMAC of the timestamp, a dot and the raw request body with your secret, as
          hex, and compare it with the header in constant time. Refuse a timestamp more than a few
          minutes old, so a recorded request cannot be sent again. X-Shop-Event names the event and
          X-Shop-Delivery is the same for every retry of one delivery.
        </p>
      </div>
    </details>
  );
}
