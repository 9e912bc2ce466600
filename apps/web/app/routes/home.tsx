import { pageTitle } from '@shop/domain';
import type { Route } from './+types/home';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { toProductTile } from '../components/ProductTile.tsx';
import { requestServices } from '../lib/context.ts';
import styles from './home.module.css';

export const FEATURED_LIMIT = 12;

export async function loader({ context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const { products } = await api.featuredProducts(FEATURED_LIMIT);
  return { companyName: site.companyName, products: products.map(toProductTile) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle('Home', loaderData.companyName, true) }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section className={styles.featured}>
      <h1 id="featured-heading" className={styles.heading}>
        Featured products
      </h1>
      {loaderData.products.length > 0 ? (
        <ProductGrid products={loaderData.products} labelledBy="featured-heading" />
      ) : (
        <p>There are no featured products right now.</p>
      )}
    </section>
  );
}
