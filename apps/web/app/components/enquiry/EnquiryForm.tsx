import { useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { ENQUIRY_LIMITS, ENQUIRY_TOPICS } from '@shop/contracts/enquiries';
import { shouldShowError, type Country } from '@shop/domain';
import {
  EMPTY_ENQUIRY,
  ENQUIRY_FIELDS,
  validateEnquiry,
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryValues,
} from './enquiry.ts';
import styles from './Enquiry.module.css';
import { ENQUIRY_COPY, ENQUIRY_TOPIC_COPY } from '../../copy/pages/enquiry.ts';
import { usePageCopy } from '../../copy/use-copy.ts';

interface FieldState {
  touched: boolean;
  dirty: boolean;
}

/**
 * The enquiry form of /contact-us and /ask-an-expert. A plain POST form (the route action sends it to the API), so
 * it works without scripts; with scripts the shared schema checks it first and errors show per `shouldShowError`.
 */
export function EnquiryForm({
  source,
  country,
  productSku,
  initial = EMPTY_ENQUIRY,
  serverErrors = {},
  serverSubmitted = false,
}: {
  source: 'contact-us' | 'ask-an-expert';
  country: Country;
  productSku?: string;
  initial?: EnquiryValues;
  serverErrors?: EnquiryErrors;
  serverSubmitted?: boolean;
}) {
  const copy = usePageCopy('enquiry', ENQUIRY_COPY);
  const topics = usePageCopy('enquiryTopics', ENQUIRY_TOPIC_COPY);
  const [values, setValues] = useState<EnquiryValues>(initial);
  const [fields, setFields] = useState<Partial<Record<EnquiryField, FieldState>>>({});
  const [submitted, setSubmitted] = useState(serverSubmitted);
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';

  const check = validateEnquiry(values, { productSku, source, country });
  const clientErrors = check.ok ? {} : check.errors;
  // Server errors stand until the shopper edits that field.
  const errorOf = (field: EnquiryField) =>
    clientErrors[field] ?? (fields[field]?.dirty ? undefined : serverErrors[field]);

  const visibleError = (field: EnquiryField): string | null => {
    const message = errorOf(field);
    const state = fields[field] ?? { touched: false, dirty: false };
    const show = shouldShowError(
      { ...state, submitted, errors: message ? { invalid: message } : null },
      'invalid',
    );
    return show && message ? message : null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    if (check.ok) return;
    event.preventDefault();
    const first = ENQUIRY_FIELDS.find((f) => clientErrors[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const bind = (field: EnquiryField) => {
    const error = visibleError(field);
    const errorId = `enquiry-${field}-error`;
    return {
      id: `enquiry-${field}`,
      name: field,
      value: values[field],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      onChange: (e: { target: { value: string } }) => {
        const value = e.target.value;
        setValues((v) => ({ ...v, [field]: value }));
        setFields((f) => ({ ...f, [field]: { touched: f[field]?.touched ?? false, dirty: true } }));
      },
      onBlur: () => setFields((f) => ({ ...f, [field]: { dirty: f[field]?.dirty ?? false, touched: true } })),
    };
  };

  const error = (field: EnquiryField) => {
    const message = visibleError(field);
    return message ? (
      <p id={`enquiry-${field}-error`} className={styles.error}>
        {message}
      </p>
    ) : null;
  };

  const label = (field: EnquiryField, optional = false) => (
    <label htmlFor={`enquiry-${field}`} className={styles.label}>
      {copy[field]}
      {optional ? <span className={styles.optional}> {copy.optional}</span> : null}
    </label>
  );

  return (
    <Form method="post" ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      {productSku ? <input type="hidden" name="productSku" value={productSku} /> : null}
      <div className={styles.row}>
        <div className={styles.field}>
          {label('name')}
          <input {...bind('name')} type="text" autoComplete="name" maxLength={ENQUIRY_LIMITS.name} required />
          {error('name')}
        </div>
        <div className={styles.field}>
          {label('email')}
          <input {...bind('email')} type="email" autoComplete="email" required />
          {error('email')}
        </div>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          {label('phone')}
          <input {...bind('phone')} type="tel" autoComplete="tel" required />
          {error('phone')}
        </div>
        <div className={styles.field}>
          {label('postcode')}
          <input
            {...bind('postcode')}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            required
          />
          {error('postcode')}
        </div>
      </div>
      <div className={styles.field}>
        {label('topic')}
        <select {...bind('topic')} required>
          <option value="">{copy.chooseTopic}</option>
          {ENQUIRY_TOPICS.map((t) => (
            <option key={t} value={t}>
              {topics[t]}
            </option>
          ))}
        </select>
        {error('topic')}
      </div>
      <div className={styles.field}>
        {label('message')}
        <textarea {...bind('message')} rows={6} maxLength={ENQUIRY_LIMITS.message} required />
        {error('message')}
      </div>
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? copy.sending : copy.send}
      </button>
    </Form>
  );
}
