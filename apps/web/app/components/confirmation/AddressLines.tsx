import type { CheckoutAddress } from '@shop/contracts';

/** A postal address as a shopper writes it: name, company, street, then suburb, state and postcode. */
export function AddressLines({ address }: { address: CheckoutAddress }) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const locality = [address.suburb, address.state, address.postcode].filter(Boolean).join(' ');
  const lines = [name, address.companyName, address.address, locality].filter((line) => line.trim() !== '');
  return (
    <address>
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
