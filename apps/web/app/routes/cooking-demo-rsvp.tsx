import { data, useNavigation } from 'react-router';
import { Link } from '../lib/link.tsx';
import type { Route } from './+types/cooking-demo-rsvp';
import { ApiError } from '@shop/contracts/web';
import { COOKING_DEMO_MESSAGES } from '@shop/domain';
import { heldUntil } from '../components/cooking-demos/format.ts';
import { EntryDemo, RsvpPanel } from '../components/cooking-demos/RsvpPanel.tsx';
import { submitRsvp, type RsvpResult } from '../components/cooking-demos/rsvp.ts';
import styles from '../components/cooking-demos/CookingDemos.module.css';
import { browserApi } from '../lib/browser-api.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('generic');

const TITLE = 'Your cooking demo booking';

/** The link's token is the shopper's key to the entry: never kept by a browser cache or a CDN. */
export function headers() {
  return { 'cache-control': 'no-store' };
}

/**
 * /cooking-demos/rsvp?token=…[&step=cancel] (ADR 0035): the booking or wait-list place of the e-mailed link, its
 * answers, and the second step before giving a place up. A link that names nothing is answered 404 with its sentence.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const url = new URL(request.url);
  const token = url.searchParams.get('token')?.trim() ?? '';
  const seo = buildSeo(site, {
    title: TITLE,
    pageType: handle.pageType,
    path: '/cooking-demos/rsvp',
    noIndex: true,
  });
  const invalid = () =>
    data({ seo, entry: null, token: '', heldUntil: null, confirming: false }, { status: 404 });
  if (!token || token.length > 100) return invalid();
  try {
    const entry = await api.cookingDemoRsvpView(token);
    return {
      seo,
      entry,
      token,
      // An instant, shown on the store's clock; written here so the server and the browser agree.
      heldUntil: entry.offerExpiresAt ? heldUntil(entry.offerExpiresAt, entry.demo.timeZone) : null,
      confirming: url.searchParams.get('step') === 'cancel',
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return invalid();
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs): Promise<RsvpResult> {
  const { api } = requestServices(context);
  return submitRsvp(api, await request.formData());
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<RsvpResult> {
  return submitRsvp(browserApi(), await request.formData());
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function CookingDemoRsvpPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { entry } = loaderData;
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{TITLE}</h1>
      {entry ? (
        <>
          <EntryDemo entry={entry} />
          <RsvpPanel
            entry={entry}
            token={loaderData.token}
            heldUntil={loaderData.heldUntil}
            confirming={loaderData.confirming}
            result={actionData}
            busy={busy}
          />
        </>
      ) : (
        <div className={styles.panel}>
          <h2>We could not find that booking</h2>
          <p>{COOKING_DEMO_MESSAGES.rsvpInvalid}</p>
          <p>
            If you need help, please call the store where your demo is.{' '}
            <Link to="/cooking-demos" className={styles.textLink}>
              See all cooking demos
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
