import type { PaymentProvider as ProviderName } from '@shop/contract';

/** What the invoice page shows to pay with. */
export interface InvoicePayment {
  provider: ProviderName;
  instructions: string | null;
  paypal_client_id: string | null;
}

/** A checkout the buyer completes away from the shop (PayPal Orders v2). */
export interface HostedCheckout {
  createOrder(input: {
    reference: string;
    amount: number;
    description: string;
    returnUrl: string;
    cancelUrl: string;
  }): Promise<{ orderId: string; approveUrl: string }>;
  /** Captures an approved order; `completed` only when the money is taken. */
  capture(orderId: string): Promise<{ completed: boolean; reference: string | null }>;
  /** Checks a webhook's signature with the provider; false for anything not genuine. */
  verifyWebhook(headers: Record<string, string | undefined>, body: unknown): Promise<boolean>;
}

/**
 * The payment provider behind every invoice (DESIGN §5): `manual`, where the seller confirms
 * the payment in the back office, or `paypal`, where the buyer pays on PayPal and the shop
 * captures and delivers on its own.
 */
export interface Payments {
  /** What the invoice shows; `sellerInstructions` are the seller's own (empty when unset). */
  invoicePayment(sellerInstructions: string): InvoicePayment;
  /** Present for providers with a hosted checkout. */
  checkout: HostedCheckout | null;
}

/** `shopInstructions` (PAYMENT_INSTRUCTIONS) stand in for a seller who wrote none; null: neither. */
export function manualPayments(shopInstructions: string | null): Payments {
  return {
    invoicePayment: (sellerInstructions) => ({
      provider: 'manual',
      instructions: sellerInstructions.trim() || shopInstructions,
      paypal_client_id: null,
    }),
    checkout: null,
  };
}

export function paypalPayments(clientId: string, checkout: HostedCheckout): Payments {
  return {
    invoicePayment: () => ({ provider: 'paypal', instructions: null, paypal_client_id: clientId }),
    checkout,
  };
}
