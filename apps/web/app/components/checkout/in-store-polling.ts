import { ApiError, type BrowserApi } from '@shop/contracts/web';
import {
  genericHttpErrorMessage,
  nextPollingStep,
  parseErrorMessages,
  PAYMENT_OPTION_FLAGS,
  pollingTimeoutError,
  POLLING,
  type PollObservation,
} from '@shop/domain';

// Zip in store (001 §4, §7, §8, §9; ADR 0029): after the order post answers a paymentReference, the page asks
// GET /api/payment/status every 2 s until the customer approves in their Zip app. Approved goes to the confirmation;
// Declined, Cancelled and Expired stop with their message; a 5xx is ignored; any other error stops; after 65 s the
// wait ends with the 408 message and the payment is voided. Cancelling, or leaving the page, voids it too.

export interface InStoreMessages {
  declined: string;
  cancelled: string;
  expired: string;
}

export interface InStoreCallbacks {
  /** The order is placed: go to its confirmation. */
  onApproved: (redirectUrl: string) => void;
  /** The wait is over without an order: show why. */
  onStopped: (message: string) => void;
}

export interface InStoreRun {
  /** 'Cancel payment': stop, void, and say 'The transaction was canceled' (unless the order was placed meanwhile). */
  cancel: () => Promise<void>;
  /** The page is going away: stop and void (with `send`, which survives the page's unload). */
  abandon: (send: (body: VoidBody) => void) => void;
  readonly finished: boolean;
}

export interface VoidBody {
  cartId: string;
  selectedPaymentOption: number;
}

const IN_STORE = PAYMENT_OPTION_FLAGS.ZipInStore;

function stopMessage(
  status: string | number,
  message: string | null,
  error: unknown,
  words: InStoreMessages,
): string {
  if (message) return message;
  if (status === 'Declined') return words.declined;
  if (status === 'Cancelled') return words.cancelled;
  if (status === 'Expired') return words.expired;
  const body = error instanceof ApiError ? error.body : null;
  return parseErrorMessages(body)[0] ?? genericHttpErrorMessage(typeof status === 'number' ? status : 0);
}

/**
 * Starts polling for the payment `reference`. Timers are the global ones (so tests drive them with fake timers);
 * nothing is asked before the first 2 s interval.
 */
export function startInStorePolling(
  input: {
    api: BrowserApi;
    cartId: string;
    reference: string;
    now?: () => number;
    words: InStoreMessages;
  } & InStoreCallbacks,
): InStoreRun {
  const { api, cartId, reference, words } = input;
  const now = input.now ?? Date.now;
  const started = now();
  const voidBody: VoidBody = { cartId, selectedPaymentOption: IN_STORE };
  let finished = false;
  const timers: { poll?: ReturnType<typeof setTimeout>; deadline?: ReturnType<typeof setTimeout> } = {};

  const finish = () => {
    finished = true;
    clearTimeout(timers.poll);
    clearTimeout(timers.deadline);
  };
  const voidPayment = () => api.voidCheckout(voidBody).catch(() => null);

  const poll = async () => {
    if (finished) return;
    let observation: PollObservation;
    let failure: unknown = null;
    let redirectUrl: string | null = null;
    try {
      const result = await api.paymentStatus({
        cartId,
        paymentReference: reference,
        selectedPaymentOption: IN_STORE,
      });
      redirectUrl = result.redirectUrl;
      observation = { elapsedMs: now() - started, reference, result };
    } catch (error) {
      failure = error;
      observation = {
        elapsedMs: now() - started,
        reference,
        httpStatus: error instanceof ApiError ? error.status : 0,
      };
    }
    if (finished) return;
    const step = nextPollingStep(observation);
    if (step.action === 'complete') {
      finish();
      input.onApproved(redirectUrl ?? '');
    } else if (step.action === 'continue') {
      timers.poll = setTimeout(() => void poll(), POLLING.intervalMs);
    } else if (step.action === 'timeout') {
      timeout();
    } else {
      finish();
      input.onStopped(stopMessage(step.status, step.message, failure, words));
    }
  };

  const timeout = () => {
    if (finished) return;
    finish();
    void voidPayment();
    input.onStopped(pollingTimeoutError(reference).message);
  };

  timers.deadline = setTimeout(timeout, POLLING.timeoutMs);
  timers.poll = setTimeout(() => void poll(), POLLING.intervalMs);

  return {
    get finished() {
      return finished;
    },
    cancel: async () => {
      if (finished) return;
      finish();
      const voided = await voidPayment();
      // The void found the order already placed: the customer approved just before; say so rather than 'canceled'.
      if (voided && !voided.success) {
        const status = await api
          .paymentStatus({ cartId, paymentReference: reference, selectedPaymentOption: IN_STORE })
          .catch(() => null);
        if (status?.paymentStatus === 'Approved') return input.onApproved(status.redirectUrl ?? '');
      }
      input.onStopped(words.cancelled);
    },
    abandon: (send) => {
      if (finished) return;
      finish();
      send(voidBody);
    },
  };
}
