import type { AvailabilityResponse } from '@shop/contracts';
import { deliveryPriceLabel } from '@shop/domain';
import { fillCopy } from '../../copy/fill.ts';
import type { CheckoutCopy } from '../../copy/pages/checkout.ts';
import { CheckboxField } from './Field.tsx';
import styles from './Checkout.module.css';

/** 001 §2 section 5: who delivers, the optional delivery services (price or FREE, sanitised blurb) and the installation contact. */
export function NextSteps({
  copy,
  response,
  services,
  onServices,
  installationContact,
  onInstallationContact,
}: {
  copy: CheckoutCopy;
  response: AvailabilityResponse | null;
  services: readonly string[];
  onServices: (skus: string[]) => void;
  installationContact: boolean;
  onInstallationContact: (on: boolean) => void;
}) {
  if (!response) return null;
  const offered = response.deliveryServices.filter((s) => !s.hidden);
  if (!response.deliveredBy && offered.length === 0 && !response.showInstallationContact) return null;
  return (
    <section className={styles.section} aria-labelledby="checkout-next-heading">
      <h2 id="checkout-next-heading" className={styles.sectionHeading}>
        {copy.nextStepsHeading}
      </h2>
      {response.deliveredBy ? <p>{fillCopy(copy.deliveredBy, { name: response.deliveredBy })}</p> : null}
      {offered.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{copy.servicesHeading}</legend>
          {offered.map((service) => {
            const checked = services.includes(service.sku);
            const blurbId = `checkout-service-${service.sku}-blurb`;
            return (
              <div key={service.sku} className={styles.service}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={checked}
                    aria-describedby={service.blurb ? blurbId : undefined}
                    onChange={(e) =>
                      onServices(
                        e.target.checked ? [...services, service.sku] : services.filter((s) => s !== service.sku),
                      )
                    }
                  />
                  <span>
                    {service.title} <strong>{deliveryPriceLabel(service.price)}</strong>
                  </span>
                </label>
                {service.blurb ? (
                  // Blurbs are sanitised on the server before they are stored (ARCHITECTURE.md).
                  <div id={blurbId} className={styles.blurb} dangerouslySetInnerHTML={{ __html: service.blurb }} />
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ) : null}
      {response.showInstallationContact ? (
        <CheckboxField
          path="requestedInstallationContact"
          label={copy.installationContact}
          checked={installationContact}
          onChecked={onInstallationContact}
        />
      ) : null}
    </section>
  );
}
