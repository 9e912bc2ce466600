import { Suspense, type ComponentProps } from 'react';
import { Await } from 'react-router';
import { Features } from './Features.tsx';
import { PriceHistory, type PriceHistoryView } from './PriceHistory.tsx';
import { SectionSkeleton } from './ProductSkeleton.tsx';
import { Specifications } from './Specifications.tsx';
import { Upsells } from './Upsells.tsx';

/**
 * The product page below its overview (000 §5): features, specifications, the warranty and installation choices and
 * the price history (streamed; a skeleton meanwhile). The page loads this part's code after its first load
 * (routes/product.tsx), so everything here must also render on the server, whole, from the loader's data.
 */
export function ProductDetails({
  features,
  specifications,
  upsells,
  showPrices,
  priceHistory,
}: {
  features: ComponentProps<typeof Features>['features'];
  specifications: ComponentProps<typeof Specifications>['groups'];
  upsells: ComponentProps<typeof Upsells>['options'];
  showPrices: boolean;
  /** Null when the brand does not show price history. */
  priceHistory: Promise<PriceHistoryView | null> | null;
}) {
  return (
    <>
      <Features features={features} />
      <Specifications groups={specifications} />
      <Upsells options={upsells} showPrices={showPrices} />
      {priceHistory ? (
        <Suspense fallback={<SectionSkeleton label="Loading price history" />}>
          <Await resolve={priceHistory}>{(history) => <PriceHistory history={history} />}</Await>
        </Suspense>
      ) : null}
    </>
  );
}
