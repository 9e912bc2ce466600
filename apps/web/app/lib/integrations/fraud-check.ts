import { loadScript } from '../script-loader.ts';

// The shop's own anti-fraud script (000 §7, 001 §7 "An anti-fraud script is loaded and yields fraudCheckToken"):
// public/assets/js/iovation-loader-5.x.js, served from /assets like every built file. First-party, so it needs no
// consent and no CSP exception.

export const FRAUD_SCRIPT_SRC = '/assets/js/iovation-loader-5.x.js';
/** How long checkout waits for the token before posting without it. */
export const FRAUD_TOKEN_WAIT_MS = 1500;
/** The API takes tokens up to this length. */
export const FRAUD_TOKEN_MAX_LENGTH = 4096;

interface Blackbox {
  blackbox: string;
  finished: boolean;
}

declare global {
  interface Window {
    IGLOO?: { getBlackbox(): Blackbox; ready?: Promise<Blackbox> };
  }
}

export function loadFraudCheck(nonce: string | undefined): Promise<void> {
  return loadScript('fraud-check', FRAUD_SCRIPT_SRC, { nonce });
}

function usable(token: string | undefined): string | null {
  return token && token.length <= FRAUD_TOKEN_MAX_LENGTH ? token : null;
}

/**
 * The device's fraudCheckToken for the order post, or null when the script failed or took longer than `waitMs`: the
 * order goes ahead without it (the shop decides on the server what a missing token means).
 */
export async function fraudCheckToken(nonce?: string, waitMs = FRAUD_TOKEN_WAIT_MS): Promise<string | null> {
  const current = window.IGLOO?.getBlackbox();
  if (current?.finished) return usable(current.blackbox);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  const token = loadFraudCheck(nonce)
    .then(async () => {
      const igloo = window.IGLOO;
      if (!igloo) return null;
      const box = igloo.ready ? await igloo.ready : igloo.getBlackbox();
      return usable(box.blackbox);
    })
    .catch(() => null);
  try {
    return await Promise.race([token, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
