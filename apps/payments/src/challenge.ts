import { hmac, sameSecret } from './secrets.ts';

// 3-D Secure as the sandbox plays it (docs/decisions/0027-payments-sandbox.md). The authorisation answers with MD
// (the pspReference) and PaReq (a single-use secret whose hash the payment keeps); the challenge page, opened with
// both, offers 'Complete' and 'Fail', each a form that posts MD and a PaRes signed by the sandbox back to the
// merchant's TermUrl. The merchant hands MD and PaRes to /v1/payments/details; only a PaRes the sandbox signed for
// that payment counts, so a shopper cannot turn 'Fail' into 'Complete'.

export const CHALLENGE_OUTCOMES = ['complete', 'fail'] as const;
export type ChallengeOutcome = (typeof CHALLENGE_OUTCOMES)[number];

/** How long a shopper has to answer the challenge. */
export const CHALLENGE_TTL_MS = 15 * 60 * 1000;

export function signPaRes(paresKey: string, pspReference: string, outcome: ChallengeOutcome): string {
  return `${outcome}.${hmac(paresKey, `${pspReference}.${outcome}`)}`;
}

/** The outcome a PaRes carries, or null when the sandbox did not sign it for this payment. */
export function verifyPaRes(paresKey: string, pspReference: string, pares: string): ChallengeOutcome | null {
  const dot = pares.indexOf('.');
  const outcome = pares.slice(0, dot);
  if (dot < 0 || !(CHALLENGE_OUTCOMES as readonly string[]).includes(outcome)) return null;
  const expected = signPaRes(paresKey, pspReference, outcome as ChallengeOutcome);
  return sameSecret(expected, pares) ? (outcome as ChallengeOutcome) : null;
}
