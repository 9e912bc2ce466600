import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestContext } from '../../lib/context.server.ts';
import { SITE } from '../../test/catalogue.tsx';
import { fakeApiFetch } from '../../test/fixtures.ts';
import { action } from '../../routes/contact-us.tsx';
import { EnquiryForm } from './EnquiryForm.tsx';

afterEach(cleanup);

function renderForm() {
  const Page = () => <EnquiryForm source="contact-us" country="AU" />;
  const Stub = createRoutesStub([{ path: '*', Component: Page, action: () => ({ ok: true }) }]);
  render(<Stub initialEntries={['/contact-us']} />);
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

async function callAction(fields: Record<string, string>, answers: Record<string, unknown> = {}) {
  const api = fakeApiFetch(answers);
  const context = createRequestContext({ site: SITE, nonce: 'n', apiFetch: api.fetch });
  const request = new Request('http://localhost/contact-us', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const result = (await action({ request, context, params: {} } as never)) as unknown;
  return {
    api,
    result: (result && typeof result === 'object' && 'data' in result ? result.data : result) as Record<
      string,
      unknown
    >,
  };
}

const VALID = {
  name: 'Sam Shopper',
  email: 'sam@example.com',
  phone: '0412 345 678',
  postcode: '3121',
  topic: 'productAdvice',
  message: 'Which fridge fits 900 mm?',
};

describe('EnquiryForm', () => {
  it('labels every field and shows no error before the shopper edits or submits', () => {
    renderForm();
    for (const name of ['Name', 'Email', 'Phone', 'Postcode', 'Topic', 'Message'])
      expect(screen.getByLabelText(name)).toBeTruthy();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('shows an error once a field is touched and dirty', () => {
    renderForm();
    const email = field('Email');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull(); // dirty, not yet touched
    fireEvent.blur(email);
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows every error after submit and focuses the first invalid field', async () => {
    renderForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    });
    expect(screen.getByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid postcode')).toBeTruthy();
    expect(screen.getByText('Please choose a topic')).toBeTruthy();
    expect(document.activeElement).toBe(field('Name'));
  });

  it('reports the shared phone rule', () => {
    renderForm();
    const phone = field('Phone');
    fireEvent.change(phone, { target: { value: '9123 4567' } });
    fireEvent.blur(phone);
    expect(screen.getByText('Please include your area code')).toBeTruthy();
  });
});

describe('contact-us action', () => {
  it('returns field errors without calling the API', async () => {
    const { api, result } = await callAction({ ...VALID, email: 'x' });
    expect(api.calls).toHaveLength(0);
    expect(result['errors']).toEqual({ email: 'Please enter a valid email address' });
  });

  it('posts JSON to /api/enquiry and reports success', async () => {
    const { api, result } = await callAction({ ...VALID, productSku: 'WM-1' }, { '/api/enquiry': { id: 5 } });
    expect(result['ok']).toBe(true);
    const call = api.calls[0]!;
    expect(call.input).toBe('/api/enquiry');
    expect(call.init?.method).toBe('POST');
    expect(JSON.parse(String(call.init?.body))).toMatchObject({
      ...VALID,
      productSku: 'WM-1',
      source: 'contact-us',
      country: 'AU',
    });
  });

  it('shows the server error when the API fails', async () => {
    const { result } = await callAction(VALID);
    expect(result['ok']).toBe(false);
    expect(result['serverError']).toBe('Not found');
  });
});
