import { useActionData } from 'react-router';
import { Link } from '../lib/link.tsx';
import type { Route } from './+types/account';
import { ApiError } from '@shop/contracts/web';
import { noStoreHeaders } from '../components/account/account-headers.ts';
import { runAccountAction } from '../components/account/account-actions.server.ts';
import { AddressBook } from '../components/account/AddressBook.tsx';
import { formStyles as styles } from '../components/account/FormParts.tsx';
import { OrdersList } from '../components/account/OrdersList.tsx';
import { ProfileForm } from '../components/account/ProfileForm.tsx';
import { REFERRAL_COPY } from '../components/referrals/copy.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { ACCOUNT_PAGE_COPY } from '../copy/pages/account.ts';
import { requestServices } from '../lib/context.server.ts';
import { requireSession, signInRedirect } from '../lib/identity.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import page from './account.module.css';

export const handle = pageHandle('accounts');
export const headers = noStoreHeaders;

function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? 0);
  return Number.isInteger(page) && page >= 0 && page <= 10_000 ? page : 0;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  requireSession(request, site);
  const expired = (error: unknown) => error instanceof ApiError && error.status === 401;
  try {
    const [account, addresses, orders] = await Promise.all([
      api.account(),
      api.savedAddresses(),
      // The orders list is empty until the checkout places orders; a failure there never hides the rest.
      api.invoicedOrders(pageOf(new URL(request.url))).catch((error: unknown) => {
        if (expired(error)) throw error;
        return null;
      }),
    ]);
    const title = copyFor(site.theme).account.title;
    return {
      seo: buildSeo(site, { title, pageType: 'accounts', path: '/account', noIndex: true }),
      account,
      addresses: addresses.addresses,
      orders,
    };
  } catch (error) {
    // The cookies said signed in, the API says the session is gone: it ran out on the way.
    if (expired(error)) throw signInRedirect(request, site, true);
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { site, api } = requestServices(context);
  requireSession(request, site);
  return runAccountAction(
    { api, country: site.country, expired: () => signInRedirect(request, site, true) },
    await request.formData(),
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const copy = usePageCopy('account', ACCOUNT_PAGE_COPY);
  return (
    <div className={styles.widePage}>
      <h1 className={styles.heading}>{copy.title}</h1>
      <p>
        <Link to="/refer-a-friend">{REFERRAL_COPY.accountLink}</Link>
      </p>
      <div className={page.layout}>
        <ProfileForm account={loaderData.account} result={result} />
        <AddressBook addresses={loaderData.addresses} result={result} />
        <div className={page.wide}>
          <OrdersList orders={loaderData.orders} />
        </div>
      </div>
    </div>
  );
}
