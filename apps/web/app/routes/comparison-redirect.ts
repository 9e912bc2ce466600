import { redirect } from 'react-router';
import type { Route } from './+types/comparison-redirect';
import { compareUrl } from '@shop/domain';

/** /comparison/{sku}/{sku}/[{sku}/] → /compare?sku=a~b~c (000 §2); React Router has already decoded each sku. */
export function loader({ params }: Route.LoaderArgs) {
  const skus = [params.a, params.b, params.c].filter((s): s is string => !!s);
  return redirect(compareUrl(skus), 301);
}
