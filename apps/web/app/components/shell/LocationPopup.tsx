import { useEffect, useState } from 'react';
import {
  expiryAt,
  locationPopupCopy,
  shouldShowLocationPopup,
  STORAGE_EXPIRY_MINUTES,
  STORAGE_KEYS,
  type Country,
} from '@shop/domain';
import { countrySiteOrigin } from '../../lib/country-sites.ts';
import { readExpiry, writeItem } from '../../lib/storage.ts';
import { Modal } from '../modal/Modal.tsx';
import styles from './LocationPopup.module.css';

export interface LocationPopupProps {
  ipCountry: Country | null;
  siteCountry: Country;
  companyName: string;
  hostname: string;
  /** The same brand's site in the other country, when the storefront knows it. */
  otherCountryOrigin?: string | null;
}

/** 'We noticed you are from …' at most once per 24 hours, only when the IP country differs (000 §2, §9). */
export function LocationPopup({
  ipCountry,
  siteCountry,
  companyName,
  hostname,
  otherCountryOrigin,
}: LocationPopupProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const now = Date.now();
    const popupExpiryMs = readExpiry(STORAGE_KEYS.locationPopupModalExpiry);
    if (!shouldShowLocationPopup({ ipCountry, siteCountry, popupExpiryMs, nowMs: now })) return;
    writeItem(
      STORAGE_KEYS.locationPopupModalExpiry,
      String(expiryAt(now, STORAGE_EXPIRY_MINUTES.locationPopup)),
    );
    setOpen(true);
  }, [ipCountry, siteCountry]);

  if (!ipCountry || ipCountry === siteCountry) return null;
  const copy = locationPopupCopy(companyName, ipCountry, siteCountry);
  return (
    <Modal
      isOpen={open}
      onClose={() => setOpen(false)}
      title={copy.heading}
      type="centerAligned"
      size="small"
    >
      <div className={styles.choices}>
        <a
          className={styles.primary}
          href={
            otherCountryOrigin
              ? `${otherCountryOrigin}/`
              : countrySiteOrigin(hostname, siteCountry, ipCountry)
          }
        >
          {copy.visit}
        </a>
        <button type="button" className={styles.secondary} onClick={() => setOpen(false)}>
          {copy.stay}
        </button>
      </div>
    </Modal>
  );
}
