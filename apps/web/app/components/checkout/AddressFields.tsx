import type { LocationSuggestion } from '@shop/contracts';
import { CHECKOUT_LIMITS } from '@shop/domain';
import type { CheckoutCopy } from '../../copy/pages/checkout.ts';
import type { AddressValues } from './checkout-values.ts';
import type { ErrorDisplay } from './field-errors.ts';
import { TextField } from './Field.tsx';
import { SuburbField } from './SuburbField.tsx';
import styles from './Checkout.module.css';

type Copy = CheckoutCopy;

/** The address fields of 001 §3 for delivery or billing; `locked` names the fields a locked customer cannot edit. */
export function AddressFields({
  prefix,
  value,
  onChange,
  onPick,
  display,
  copy,
  suggest,
  addressMax,
  disabled = false,
  locked = [],
}: {
  prefix: 'deliveryAddress' | 'billingAddress';
  value: AddressValues;
  onChange: (patch: Partial<AddressValues>, picked?: boolean) => void;
  onPick?: (suggestion: LocationSuggestion) => void;
  display: ErrorDisplay;
  copy: Copy;
  suggest: (term: string) => Promise<LocationSuggestion[]>;
  addressMax: number;
  disabled?: boolean;
  locked?: readonly (keyof AddressValues)[];
}) {
  const off = (field: keyof AddressValues) => disabled || locked.includes(field);
  const text = (field: keyof AddressValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      path={`${prefix}.${field}`}
      label={label}
      value={value[field]}
      onValue={(v) => onChange({ [field]: v })}
      display={display}
      disabled={off(field)}
      {...extra}
    />
  );
  const group = prefix === 'deliveryAddress' ? 'shipping' : 'billing';
  return (
    <div className={styles.grid}>
      {text('firstName', copy.firstName, { autoComplete: `${group} given-name`, maxLength: 60 })}
      {text('lastName', copy.lastName, { autoComplete: `${group} family-name`, maxLength: 60 })}
      <div className={styles.full}>
        {text('companyName', copy.companyName, { autoComplete: `${group} organization`, maxLength: 80 })}
      </div>
      <div className={styles.full}>
        {text('address', copy.address, { autoComplete: `${group} street-address`, maxLength: addressMax + 30 })}
      </div>
      <div className={styles.full}>
        <SuburbField
          path={`${prefix}.suburb`}
          label={copy.suburb}
          hint={copy.suburbHint}
          noResults={copy.noSuburbs}
          value={value.suburb}
          disabled={off('suburb')}
          display={display}
          suggest={suggest}
          onType={(suburb) => onChange({ suburb }, false)}
          onPick={(s) => {
            onChange({ suburb: s.city, state: s.state, postcode: s.postcode }, true);
            onPick?.(s);
          }}
        />
      </div>
      {text('state', copy.state, { autoComplete: `${group} address-level1`, maxLength: CHECKOUT_LIMITS.state })}
      {text('postcode', copy.postcode, {
        autoComplete: `${group} postal-code`,
        inputMode: 'numeric',
        maxLength: CHECKOUT_LIMITS.postcode,
      })}
    </div>
  );
}
