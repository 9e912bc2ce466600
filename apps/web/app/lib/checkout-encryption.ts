import { CARD_ENCRYPTION, type CardFormValues } from '@shop/domain/card-posting';

// 001 §7 and ADR 0027: the card is encrypted in the browser, once per key name the payment service publishes, so the
// storefront only ever forwards opaque blobs and never holds the card in clear.

const encoder = new TextEncoder();

/** Key name → compact JWE (RSA-OAEP-256 + A256GCM) of the card form values. */
export async function encryptCard(
  values: CardFormValues,
  x509EncryptionKeys: Readonly<Record<string, string>>,
): Promise<Record<string, string>> {
  // jose (about a quarter of the checkout page's own script) loads with the first card submitted, not with the page
  // (docs/decisions/0046-js-budget.md).
  const { CompactEncrypt, importX509 } = await import('jose');
  // Copied into this realm's Uint8Array: jose checks the type with instanceof, which a test DOM's TextEncoder fails.
  const payload = Uint8Array.from(encoder.encode(JSON.stringify(values)));
  const entries = await Promise.all(
    Object.entries(x509EncryptionKeys).map(async ([name, pem]) => {
      const key = await importX509(pem, CARD_ENCRYPTION.alg);
      const jwe = await new CompactEncrypt(payload)
        .setProtectedHeader({ alg: CARD_ENCRYPTION.alg, enc: CARD_ENCRYPTION.enc })
        .encrypt(key);
      return [name, jwe] as const;
    }),
  );
  return Object.fromEntries(entries);
}
