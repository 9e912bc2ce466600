import { useNonce } from '../../lib/nonce.ts';
import { serializeJsonLd } from '../../lib/seo.ts';

export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
