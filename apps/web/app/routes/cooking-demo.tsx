import { useNavigation } from 'react-router';
import type { Route } from './+types/cooking-demo';
import { DEMO_AVAILABILITY } from '@shop/domain';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { BookingForm, WaitListTerms } from '../components/cooking-demos/BookingForm.tsx';
import { submitBookingForm, type BookingResult } from '../components/cooking-demos/booking-form.ts';
import { BookingConfirmation, CallTheStore, DemoFacts } from '../components/cooking-demos/DemoDetails.tsx';
import styles from '../components/cooking-demos/CookingDemos.module.css';
import { browserApi } from '../lib/browser-api.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { notFound, orNotFound } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('generic');

/** Seats change by the minute, and a posted booking's answer is personal: never cached. */
export function headers() {
  return { 'cache-control': 'no-store' };
}

/** A demo's id is a whole number; anything else is an address that names no demo. */
function demoId(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /cooking-demos/:id (issue 15, ADR 0035): the demo, then its booking form, wait-list form, or the store's phone. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const id = demoId(params.id);
  if (id === null) notFound();
  const demo = await orNotFound(api.cookingDemo(id));
  return {
    seo: buildSeo(site, {
      title: `${demo.title} at ${demo.store.name}`,
      pageType: handle.pageType,
      path: `/cooking-demos/${demo.id}`,
      description: demo.description,
    }),
    origin: site.canonicalOrigin,
    demo,
  };
}

/** Without scripts: sent by the request's API client; the page answers with the confirmation or what to fix. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { api } = requestServices(context);
  const id = demoId(params.id);
  if (id === null) notFound();
  return submitBookingForm(api, id, await request.formData());
}

/** With scripts: the browser sends it itself; the demo (its seats) is read again after either answer. */
export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<BookingResult> {
  return submitBookingForm(browserApi(), Number(params.id), await request.formData());
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function CookingDemoPage({ loaderData, actionData }: Route.ComponentProps) {
  const { demo } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const done = actionData?.ok ? actionData : null;
  const failed = actionData && !actionData.ok ? actionData : null;
  return (
    <div className={styles.page}>
      <Breadcrumbs
        trail={[
          { title: 'Cooking demos', uri: '/cooking-demos' },
          { title: demo.title, uri: '' },
        ]}
        origin={loaderData.origin}
      />
      <h1 className={styles.title}>{demo.title}</h1>
      <div className={styles.detail}>
        <section className={styles.about} aria-labelledby="demo-about">
          <h2 id="demo-about">About this demo</h2>
          <p className={styles.description}>{demo.description}</p>
          <DemoFacts demo={demo} />
        </section>
        <section className={styles.panel} aria-label="Your seat">
          {done ? (
            <BookingConfirmation entry={done.entry} />
          ) : demo.availability === DEMO_AVAILABILITY.Available ? (
            <>
              <h2>Book a seat</h2>
              <p>Book up to 4 seats for you and your guests. We e-mail your booking straight away.</p>
              <BookingForm demo={demo} intent="book" failed={failed} busy={busy} />
            </>
          ) : demo.availability === DEMO_AVAILABILITY.WaitList ? (
            <>
              <h2>Join the wait list</h2>
              <WaitListTerms demo={demo} />
              <BookingForm demo={demo} intent="waitList" failed={failed} busy={busy} />
            </>
          ) : (
            <CallTheStore demo={demo} />
          )}
        </section>
      </div>
    </div>
  );
}
