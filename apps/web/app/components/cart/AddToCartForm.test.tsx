import '../testing/polyfills.ts';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AddToCartForm, AddToCartSubmit } from './AddToCartForm.tsx';

// The forms as the server writes them (what a browser without scripts posts): ADR 0072.

function serverRender(children: React.ReactNode) {
  const Stub = createRoutesStub([{ id: 'root', path: '*', Component: () => <>{children}</> }]);
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Stub initialEntries={['/c/kitchen']} hydrationData={{ loaderData: {} }} />,
  );
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Add to cart forms', () => {
  it('post the intent as the button, the code as the one hidden field, and no quantity (one unit)', () => {
    const page = serverRender(<AddToCartForm sku="SA7191R" title="Smeg Dishwasher" />);
    const form = page.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/cart');
    expect(form.querySelectorAll('input').length).toBe(1);
    const button = form.querySelector('button')!;
    expect(Object.fromEntries(new FormData(form, button))).toEqual({ code: 'SA7191R', intent: 'add' });
  });

  it('keep the extra fields a buy box puts inside', () => {
    const page = serverRender(
      <AddToCartForm sku="SA7191R" title="Smeg Dishwasher" formId="buy">
        <input type="hidden" name="warrantyId" value="3" />
      </AddToCartForm>,
    );
    const form = page.querySelector<HTMLFormElement>('#buy')!;
    expect(Object.fromEntries(new FormData(form, form.querySelector('button')!))).toEqual({
      code: 'SA7191R',
      warrantyId: '3',
      intent: 'add',
    });
  });

  it('send the same intent from the sticky bar button outside the form', () => {
    const page = serverRender(
      <>
        <AddToCartForm sku="SA7191R" title="Smeg Dishwasher" formId="buy" />
        <div id="sticky">
          <AddToCartSubmit sku="SA7191R" formId="buy" />
        </div>
      </>,
    );
    const form = page.querySelector<HTMLFormElement>('#buy')!;
    const sticky = page.querySelector<HTMLButtonElement>('#sticky button')!;
    expect(sticky.form).toBe(form);
    expect(Object.fromEntries(new FormData(form, sticky))).toEqual({ code: 'SA7191R', intent: 'add' });
  });
});
