import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { Link } from '../../lib/link.tsx';
import type { CookingDemoEntry } from '@shop/contracts';
import { demoHref } from './DemoCard.tsx';
import { demoWhen } from './format.ts';
import { rsvpOutcome, type RsvpResult } from './rsvp.ts';
import styles from './CookingDemos.module.css';

const seatsOf = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

export const rsvpHref = (token: string, step?: 'cancel') =>
  `/cooking-demos/rsvp?token=${encodeURIComponent(token)}${step ? `&step=${step}` : ''}`;

/** Whether the entry can still be answered (cancelled and lapsed entries are final). */
export const isOpen = (entry: CookingDemoEntry) =>
  entry.status === 'booked' || entry.status === 'waiting' || entry.status === 'offered';

/** A 'declined' answer, worded for what it ends. */
function declineWords(entry: CookingDemoEntry) {
  if (entry.status === 'offered') {
    return {
      ask: entry.seats === 1 ? "I don't want it – let it go" : "I don't want them – let them go",
      heading: entry.seats === 1 ? 'Let the seat go?' : 'Let the seats go?',
      body: `The ${seatsOf(entry.seats)} we are holding for you will be offered to the next person on the wait list. This cannot be undone.`,
      yes: entry.seats === 1 ? 'Yes, let it go' : 'Yes, let them go',
      no: entry.seats === 1 ? 'No, keep it for now' : 'No, keep them for now',
    };
  }
  if (entry.status === 'waiting') {
    return {
      ask: 'Leave the wait list',
      heading: 'Leave the wait list?',
      body: 'You will lose your place in line and we will not e-mail you if seats come up. This cannot be undone.',
      yes: 'Yes, leave the wait list',
      no: 'No, stay on the list',
    };
  }
  return {
    ask: entry.rsvp === 'pending' ? "I can't make it – cancel my booking" : 'Cancel my booking',
    heading: 'Cancel your booking?',
    body: `Your ${seatsOf(entry.seats)} will be given up and offered to anyone on the wait list. This cannot be undone.`,
    yes: 'Yes, cancel my booking',
    no: 'No, keep my booking',
  };
}

function Answer({
  token,
  entry,
  response,
  label,
  primary,
  busy,
}: {
  token: string;
  entry: CookingDemoEntry;
  response: 'attending' | 'declined';
  label: string;
  primary: boolean;
  busy: boolean;
}) {
  return (
    <Form method="post" action={rsvpHref(token)}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="status" value={entry.status} />
      <input type="hidden" name="response" value={response} />
      <button type="submit" className={primary ? styles.primary : styles.secondary} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

/** Where the entry stands, in plain words, and what can be answered. */
function Standing({ entry, heldUntil }: { entry: CookingDemoEntry; heldUntil: string | null }) {
  const seats = seatsOf(entry.seats);
  switch (entry.status) {
    case 'booked':
      return entry.rsvp === 'pending' ? (
        <>
          <h2>Will you be there?</h2>
          <p>You have {seats} booked. Please let us know if you are coming, so we can plan for you.</p>
        </>
      ) : (
        <>
          <h2>You&apos;re booked in – see you there</h2>
          <p>
            You have {seats} booked and you told us you are coming. Plans changed? You can still cancel below.
          </p>
        </>
      );
    case 'offered':
      return (
        <>
          <h2>
            {entry.seats === 1 ? 'A seat is yours if you want it' : `${seats} are yours if you want them`}
          </h2>
          <p>
            {entry.seats === 1
              ? 'A seat came up and we are holding it'
              : 'Seats came up and we are holding them'}{' '}
            for you until <strong>{heldUntil ?? 'soon'}</strong>. After that{' '}
            {entry.seats === 1 ? 'it goes' : 'they go'} to the next person on the wait list.
          </p>
        </>
      );
    case 'waiting':
      return (
        <>
          <h2>You&apos;re on the wait list</h2>
          <p>
            {entry.waitListPosition ? `You are number ${entry.waitListPosition} in line` : 'You are in line'}{' '}
            for {seats}. If seats come up we will hold them for you and e-mail you a link to take them.
          </p>
        </>
      );
    case 'cancelled':
      return (
        <>
          <h2>This booking is cancelled</h2>
          <p>There is nothing more to answer. We hope to see you at another demo.</p>
        </>
      );
    case 'lapsed':
      return (
        <>
          <h2>The held seats have gone</h2>
          <p>
            The seats we held for you were not taken in time, so they went to the next person on the wait
            list. You are welcome to book another demo.
          </p>
        </>
      );
  }
}

/**
 * The RSVP page's panel: the entry's standing, its answers, and a second step before any answer that gives a place
 * up. The step is its own address (works without scripts); its heading takes the focus when it opens.
 */
export function RsvpPanel({
  entry,
  token,
  heldUntil,
  confirming,
  result,
  busy,
}: {
  entry: CookingDemoEntry;
  token: string;
  heldUntil: string | null;
  confirming: boolean;
  result: RsvpResult | undefined;
  busy: boolean;
}) {
  const focusTarget = useRef<HTMLElement>(null);
  const asking = confirming && isOpen(entry);
  useEffect(() => {
    if (asking || result) focusTarget.current?.focus();
  }, [asking, result]);
  const decline = declineWords(entry);
  return (
    <div className={styles.panel}>
      {result ? (
        result.ok ? (
          <p
            role="status"
            className={styles.confirmation}
            tabIndex={-1}
            ref={(el) => {
              focusTarget.current = el;
            }}
          >
            {rsvpOutcome(result)}
          </p>
        ) : (
          <div
            role="alert"
            className={styles.alert}
            tabIndex={-1}
            ref={(el) => {
              focusTarget.current = el;
            }}
          >
            <p>{result.error}</p>
          </div>
        )
      ) : null}
      {asking ? (
        <>
          <h2
            className={styles.confirmHeading}
            tabIndex={-1}
            ref={(el) => {
              if (!result) focusTarget.current = el;
            }}
          >
            {decline.heading}
          </h2>
          <p>{decline.body}</p>
          <div className={styles.answers}>
            <Answer token={token} entry={entry} response="declined" label={decline.yes} primary busy={busy} />
            <Link to={rsvpHref(token)} className={styles.textLink}>
              {decline.no}
            </Link>
          </div>
        </>
      ) : (
        <>
          <Standing entry={entry} heldUntil={heldUntil} />
          {isOpen(entry) ? (
            <div className={styles.answers}>
              {entry.status === 'offered' || (entry.status === 'booked' && entry.rsvp === 'pending') ? (
                <Answer
                  token={token}
                  entry={entry}
                  response="attending"
                  label={entry.status === 'offered' ? "Yes, I'll take it" : "Yes, I'll be there"}
                  primary
                  busy={busy}
                />
              ) : null}
              <Link to={rsvpHref(token, 'cancel')} className={styles.secondary}>
                {decline.ask}
              </Link>
            </div>
          ) : (
            <p>
              <Link to="/cooking-demos" className={styles.textLink}>
                See all cooking demos
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** The demo the entry is for, in one line each. */
export function EntryDemo({ entry }: { entry: CookingDemoEntry }) {
  const { demo } = entry;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Demo</dt>
        <dd>
          <Link to={demoHref(demo)}>{demo.title}</Link>
        </dd>
      </div>
      <div>
        <dt>When</dt>
        <dd>{demoWhen(demo)}</dd>
      </div>
      <div>
        <dt>Where</dt>
        <dd>{demo.store.name}</dd>
      </div>
      <div>
        <dt>Reference</dt>
        <dd>{entry.reference}</dd>
      </div>
      <div>
        <dt>Name</dt>
        <dd>{entry.firstName}</dd>
      </div>
    </dl>
  );
}
