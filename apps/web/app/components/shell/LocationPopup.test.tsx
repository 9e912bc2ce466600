import '../testing/polyfills.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocationPopup } from './LocationPopup.tsx';

// The dialog's code loads on first open; loaded up front, a busy machine cannot push that past a query's timeout.
beforeAll(async () => {
  await import('../modal/ModalDialog.tsx');
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('location popup', () => {
  it("links to the brand's sister site in the other country when the storefront knows it", async () => {
    render(
      <LocationPopup
        ipCountry="NZ"
        siteCountry="AU"
        companyName="Appliance Central"
        hostname="localhost:3000"
        otherCountryOrigin="http://aol-nz.localhost:3000"
      />,
    );
    const visit = await screen.findByRole('link', { name: /^Visit .+ New Zealand$/ });
    expect(visit.getAttribute('href')).toBe('http://aol-nz.localhost:3000/');
  });

  it('swaps the country domain of the host otherwise', async () => {
    render(
      <LocationPopup ipCountry="AU" siteCountry="NZ" companyName="Appliance Central" hostname="www.central.co.nz" />,
    );
    const visit = await screen.findByRole('link', { name: /^Visit .+ Australia$/ });
    expect(visit.getAttribute('href')).toBe('https://www.central.com.au/');
  });

  it('stays closed for a visitor from the site country, or from elsewhere', () => {
    render(<LocationPopup ipCountry={null} siteCountry="AU" companyName="Appliance Central" hostname="localhost" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
