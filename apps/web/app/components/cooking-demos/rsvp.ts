import type { CookingDemoEntry } from '@shop/contracts';
import { ApiError, type BrowserApi } from '@shop/contracts/web';
import { COOKING_DEMO_MESSAGES } from '@shop/domain';

// The RSVP page's answers (ADR 0035): 'attending' confirms a booking or takes an offered seat; 'declined' cancels a
// booking, lets an offer go, or leaves the wait list. Sent by the server (no scripts) or the browser alike.

export type RsvpResponse = 'attending' | 'declined';

export type RsvpResult =
  | { ok: true; response: RsvpResponse; before: CookingDemoEntry['status']; entry: CookingDemoEntry }
  | { ok: false; error: string };

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

export async function submitRsvp(api: BrowserApi, form: FormData): Promise<RsvpResult> {
  const token = text(form, 'token');
  const response = text(form, 'response');
  const before = text(form, 'status') as CookingDemoEntry['status'];
  if (!token) return { ok: false, error: COOKING_DEMO_MESSAGES.rsvpInvalid };
  if (response !== 'attending' && response !== 'declined') {
    return { ok: false, error: 'Please choose whether you will attend.' };
  }
  try {
    const entry = await api.cookingDemoRsvp({ token, response });
    return { ok: true, response, before, entry };
  } catch (error) {
    const body = error instanceof ApiError ? error.body : null;
    return {
      ok: false,
      error:
        body?.errors[0] ??
        body?.message ??
        'Sorry, something went wrong on our side. Please try again in a moment.',
    };
  }
}

/** What the page says once an answer is taken, by what the entry was and what was answered. */
export function rsvpOutcome(result: Extract<RsvpResult, { ok: true }>): string {
  const { response, before, entry } = result;
  if (response === 'attending') {
    return before === 'offered'
      ? `The ${entry.seats === 1 ? 'seat is' : 'seats are'} yours: you're booked in. We've e-mailed you the details.`
      : "Thanks for letting us know: you're confirmed. See you there!";
  }
  if (before === 'offered')
    return "Thanks for letting us know. We've offered the seats to the next person waiting.";
  if (before === 'waiting')
    return "You've left the wait list. We won't e-mail you about seats for this demo.";
  return "Your booking is cancelled and we've e-mailed you to confirm. We hope to see you at another demo.";
}
