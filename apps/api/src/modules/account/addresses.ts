import type { SaveAddressBody, SavedAddress, SavedAddressList } from '@shop/contracts';
import type { Db, SavedAddressRow } from '@shop/db';
import { PHONE_ERROR_MESSAGES, checkoutFormErrors, validatePhone, type Country } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import {
  countSavedAddresses,
  deleteSavedAddress,
  insertSavedAddress,
  listSavedAddresses,
  updateSavedAddress,
  type AddressValues,
} from './address-queries.ts';

/** Enough for any household and small business; more is a script, not a shopper. */
export const MAX_SAVED_ADDRESSES = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new AppError('not_found', ['Address not found']);

export function toSavedAddress(row: SavedAddressRow): SavedAddress {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    address: row.address,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
    phone: row.phone,
  };
}

/**
 * The messages of the checkout's delivery-address rules (001 §5, packages/domain) for this address, so a saved
 * address is always one the checkout accepts; a phone, when given, must be one the checkout accepts too.
 */
export function addressProblems(values: AddressValues, country: Country): string[] {
  const errors = checkoutFormErrors(
    { deliveryAddress: values, selectedPaymentOption: 0 },
    { country, hasRestrictedBrand: false, isFreeOrder: true, billingDiffers: false, today: new Date() },
  );
  const problems = errors.filter((e) => e.path[0] === 'deliveryAddress').map((e) => e.message);
  if (values.phone !== '') {
    const kind = validatePhone(values.phone, country);
    if (kind) problems.push(PHONE_ERROR_MESSAGES[kind]);
  }
  return problems;
}

function valuesOf(body: SaveAddressBody, siteCountry: Country): AddressValues {
  const t = (v: string | undefined) => (v ?? '').trim();
  return {
    firstName: t(body.firstName),
    lastName: t(body.lastName),
    companyName: t(body.companyName),
    address: t(body.address),
    suburb: t(body.suburb),
    state: t(body.state).toUpperCase(),
    postcode: t(body.postcode),
    country: body.country ?? siteCountry,
    phone: t(body.phone),
  };
}

export async function loadAddresses(db: Db, accountId: string): Promise<SavedAddressList> {
  const rows = await listSavedAddresses(db, accountId);
  return { totalCount: rows.length, addresses: rows.map(toSavedAddress) };
}

/** Adds an address, or changes one of the account's own; an id the account does not hold is not found. */
export async function saveAddress(
  db: Db,
  accountId: string,
  body: SaveAddressBody,
  siteCountry: Country,
): Promise<SavedAddressList> {
  const values = valuesOf(body, siteCountry);
  const problems = addressProblems(values, values.country as Country);
  if (problems.length > 0) throw new AppError('validation_failed', problems);
  if (body.id) {
    if (!(await updateSavedAddress(db, accountId, body.id, values))) throw notFound();
  } else {
    if ((await countSavedAddresses(db, accountId)) >= MAX_SAVED_ADDRESSES)
      throw new AppError('validation_failed', [`You can keep at most ${MAX_SAVED_ADDRESSES} addresses.`]);
    await insertSavedAddress(db, accountId, values);
  }
  return loadAddresses(db, accountId);
}

export async function removeAddress(db: Db, accountId: string, id: string): Promise<SavedAddressList> {
  // A malformed id names no row: the same 404 as an unknown or another account's id.
  if (!UUID.test(id) || !(await deleteSavedAddress(db, accountId, id))) throw notFound();
  return loadAddresses(db, accountId);
}
