import type { RedirectProvider } from '@shop/domain';

// The card gateway as the storefront sees it (docs/decisions/0027-payments-sandbox.md). The payments sandbox
// implements it over HTTP; a real gateway plugs in behind the same interface. Amounts are integer cents.

export interface GatewayAmount {
  readonly valueCents: number;
  readonly currency: 'AUD' | 'NZD';
}

export interface AuthoriseRequest {
  /** The storefront's reference for the payment (order id + payment id): what reconciliation looks up. */
  readonly merchantReference: string;
  readonly amount: GatewayAmount;
  /** The encryption key name (merchant account) the blob was encrypted for: 'default' or a restricted brand. */
  readonly keyName: string;
  /** Compact JWE of the card (001 §3 card form values), or a stored method's token. */
  readonly card: { readonly encrypted: string } | { readonly paymentMethodToken: string };
  /** Keep the card for later charges by this merchant (the answer then carries paymentMethodToken). */
  readonly storePaymentMethod?: boolean;
  readonly browserInfo?: { readonly screenHeight: number; readonly screenWidth: number } | null;
  /** Where the 3-D Secure challenge page posts the shopper back (the storefront's return endpoint). */
  readonly returnUrl: string;
  readonly shopperIp?: string;
}

export type GatewayResultCode = 'Authorised' | 'Refused' | 'ChallengeShopper';

export interface GatewayResult {
  readonly pspReference: string;
  readonly resultCode: GatewayResultCode;
  readonly merchantReference: string;
  readonly amount: GatewayAmount;
  readonly refusalReason?: string;
  /** 'insufficient_funds', 'declined', 'expired_card', 'invalid_card', 'challenge_failed', 'blob_expired'. */
  readonly refusalReasonCode?: string;
  readonly card?: { readonly brand: string; readonly last4: string };
  readonly paymentMethodToken?: string;
  /** For ChallengeShopper: the form the browser auto-posts to the challenge page. */
  readonly action?: { readonly url: string; readonly fields: Readonly<Record<string, string>> };
}

/**
 * `pending`: a hosted-page or in-store payment waiting for the shopper (docs/decisions/0029); `cancelled`: the shopper
 * cancelled it at the provider; `expired`: nobody answered in time. Card payments never take these three.
 */
export type GatewayPaymentStatus =
  | 'authorised'
  | 'refused'
  | 'challenge'
  | 'captured'
  | 'voided'
  | 'refunded'
  | 'pending'
  | 'cancelled'
  | 'expired';

/** How a payment is made: a card, one of the hosted-page providers, or Zip in store (the customer's app). */
export type GatewayPaymentMethod = 'card' | RedirectProvider | 'zip_instore';

export interface GatewayPayment {
  readonly pspReference: string;
  readonly merchantReference: string;
  readonly keyName: string;
  readonly method: GatewayPaymentMethod;
  readonly status: GatewayPaymentStatus;
  readonly amount: GatewayAmount;
  readonly capturedCents: number;
  readonly refundedCents: number;
  readonly createdAt: string;
}

/** A payment made on a provider's hosted page (PayPal, Afterpay, Zip, Klarna, Humm), docs/decisions/0029. */
export interface RedirectRequest {
  readonly merchantReference: string;
  readonly amount: GatewayAmount;
  /** The merchant account ('default' or a restricted brand), as for cards. */
  readonly keyName: string;
  readonly provider: RedirectProvider;
  /**
   * Where the provider sends the shopper back, approved or cancelled; the provider appends its own parameters
   * (PROVIDER_RETURN_PARAMS in @shop/contracts) and `status=SUCCESS|CANCELLED`.
   */
  readonly returnUrl: string;
  /** The shop's name shown on the provider's page. */
  readonly shopName: string;
  readonly country: 'AU' | 'NZ';
}

export interface RedirectSession {
  readonly pspReference: string;
  readonly merchantReference: string;
  readonly amount: GatewayAmount;
  readonly status: 'pending';
  /** The provider's page the browser goes to. */
  readonly redirectUrl: string;
}

/** Zip in store: a request the customer approves in their Zip app with the 6-digit code they gave the staff member. */
export interface InStoreRequest {
  readonly merchantReference: string;
  readonly amount: GatewayAmount;
  readonly keyName: string;
  readonly deviceCode: string;
  readonly storeName: string;
}

export interface InStoreSession {
  readonly pspReference: string;
  readonly merchantReference: string;
  readonly amount: GatewayAmount;
  readonly status: 'pending';
  /** When the request lapses to `expired` if the customer has not answered. */
  readonly expiresAt: string;
}

export interface CardGateway {
  /** Key name → PEM X.509 certificate of the public encryption key (served to browsers as x509EncryptionKeys). */
  encryptionCertificates(): Promise<Record<string, string>>;
  authorise(request: AuthoriseRequest, idempotencyKey: string): Promise<GatewayResult>;
  /** Finishes a 3-D Secure challenge with what the challenge page posted back (MD and PaRes). */
  completeChallenge(
    keyName: string,
    fields: { readonly MD: string; readonly PaRes: string },
    idempotencyKey: string,
  ): Promise<GatewayResult>;
  capture(
    keyName: string,
    pspReference: string,
    amount: GatewayAmount,
    idempotencyKey: string,
  ): Promise<GatewayPayment>;
  void(keyName: string, pspReference: string, idempotencyKey: string): Promise<GatewayPayment>;
  refund(
    keyName: string,
    pspReference: string,
    amount: GatewayAmount,
    idempotencyKey: string,
  ): Promise<GatewayPayment>;
  /** null when the gateway has no such payment. */
  lookup(keyName: string, pspReference: string): Promise<GatewayPayment | null>;
  /** Every payment under a merchant reference (reconciliation after a crash). */
  findByMerchantReference(keyName: string, merchantReference: string): Promise<GatewayPayment[]>;
  /** Authorised, uncaptured payments created before `before` (orphan scan). */
  listUncaptured(keyName: string, before: Date): Promise<GatewayPayment[]>;
  /**
   * Starts a hosted-page payment; it is `pending` until the shopper approves (→ `authorised`, then captured or voided
   * like a card's) or cancels (→ `cancelled`). `void` of a pending one cancels it.
   */
  createRedirect(request: RedirectRequest, idempotencyKey: string): Promise<RedirectSession>;
  /** Sends a Zip in-store request to the customer's app; `pending` until approved, declined (`refused`) or expired. */
  requestInStore(request: InStoreRequest, idempotencyKey: string): Promise<InStoreSession>;
}

/** The gateway could not be reached or answered with a server error: the caller must not assume either outcome. */
export class GatewayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}
