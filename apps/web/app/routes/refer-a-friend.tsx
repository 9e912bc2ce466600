import { Link } from '../lib/link.tsx';
import { ApiError } from '@shop/contracts/web';
import type { ReferralSummary } from '@shop/contracts';
import type { Route } from './+types/refer-a-friend';
import { noStoreHeaders } from '../components/account/account-headers.ts';
import { ReferralLink } from '../components/referrals/ReferralLink.tsx';
import { ReferralRewards } from '../components/referrals/ReferralRewards.tsx';
import { REFERRAL_COPY, REFERRAL_NOTICE_PARAM, type ReferralNotice } from '../components/referrals/copy.ts';
import { isSignedInRequest } from '../lib/auth.server.ts';
import { requestServices } from '../lib/context.server.ts';
import { loginUrl } from '../lib/identity.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import styles from './refer-a-friend.module.css';

export const handle = pageHandle('referAFriend');
export const headers = noStoreHeaders;

function noticeOf(url: URL): ReferralNotice | null {
  const value = url.searchParams.get(REFERRAL_NOTICE_PARAM);
  return value === 'saved' || value === 'invalid' ? value : null;
}

/**
 * Refer a friend (000 §2 page type referAFriend; docs/decisions/0039): a signed-in customer's link, code and rewards;
 * a visitor reads how it works and is offered sign-in. A session that ran out on the way shows the visitor's view.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const url = new URL(request.url);
  const signedIn = isSignedInRequest(request);
  let summary: ReferralSummary | null = null;
  let unavailable = false;
  if (signedIn) {
    try {
      summary = await api.referral();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) unavailable = true;
    }
  }
  return {
    seo: buildSeo(site, {
      title: REFERRAL_COPY.title,
      pageType: handle.pageType,
      path: url.pathname,
      description: REFERRAL_COPY.description,
    }),
    notice: noticeOf(url),
    summary,
    unavailable,
    signInHref: loginUrl(site, url.pathname),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function ReferAFriend({ loaderData }: Route.ComponentProps) {
  const { notice, summary, unavailable, signInHref } = loaderData;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{REFERRAL_COPY.title}</h1>
      {notice ? (
        <p className={notice === 'saved' ? styles.notice : styles.noticeInvalid} role="status">
          {REFERRAL_COPY.notices[notice]}
        </p>
      ) : null}
      <p className={styles.lead}>{REFERRAL_COPY.lead}</p>
      {summary ? (
        <>
          <section className={styles.panel} aria-labelledby="referral-link">
            <h2 id="referral-link">{REFERRAL_COPY.yourLink}</h2>
            <ReferralLink link={summary.link} code={summary.code} />
          </section>
          <section className={styles.panel} aria-labelledby="referral-rewards">
            <h2 id="referral-rewards">{REFERRAL_COPY.rewards}</h2>
            <ReferralRewards summary={summary} />
          </section>
        </>
      ) : unavailable ? (
        <p role="alert">{REFERRAL_COPY.unavailable}</p>
      ) : null}
      <section className={styles.panel} aria-labelledby="referral-how">
        <h2 id="referral-how">{REFERRAL_COPY.howItWorks}</h2>
        <ol className={styles.steps}>
          {REFERRAL_COPY.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {summary || unavailable ? null : (
          <div className={styles.actions}>
            <Link to={signInHref}>{REFERRAL_COPY.signInPrompt}</Link>
            <Link to="/account/register">{REFERRAL_COPY.noAccount}</Link>
          </div>
        )}
      </section>
    </div>
  );
}
