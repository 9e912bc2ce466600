import { expect, test, type Locator } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { addToCart, Checkout, shopper, shot, stockedProduct, type StockedProduct } from './checkout-page.ts';

// Every message of 001 §5 a guest paying by card can meet, reached as a shopper reaches it: an empty submit first,
// then field by field. axe judges the page empty, with its errors, and with the calendar. Nothing is placed, so both
// projects can use the same product.

const x = (n: number) => 'x'.repeat(n);

test.describe('checkout validation', () => {
  let product: StockedProduct;
  test.beforeEach(async ({ page, request }) => {
    // axe over the whole checkout page, several times a journey, takes most of the default 30 s on a loaded machine.
    test.slow();
    product ??= await stockedProduct(request, { min: 300, max: 2000, skip: 8 });
    await addToCart(page, product);
  });

  test('an empty submit shows the form message and each required field says what it needs', async ({
    page,
  }, info) => {
    const checkout = new Checkout(page);
    await checkout.open();
    // No address yet, so no delivery price: never FREE before it is known.
    const summary = page.getByRole('region', { name: 'Order Summary' });
    const deliveryRow = summary.locator('dl > div', { has: page.getByText('Delivery', { exact: true }) });
    await expect(deliveryRow.locator('dd')).toHaveText('To be confirmed');
    await expectAxeClean(page);
    await shot(page, info, 'checkout-empty');

    await checkout.placeOrder.click();
    await expect(page.getByTestId('checkout-block')).toHaveText(
      'There has been an error. Please check below to see what fields are invalid.',
    );
    // The first invalid field takes the focus, so a keyboard or screen-reader user starts where the problem is.
    await expect(checkout.contact.getByLabel('Email')).toBeFocused();
    const expectations: [Locator, string][] = [
      [checkout.contact.getByLabel('Email'), 'Please enter a valid email address'],
      [checkout.contact.getByLabel('Phone number'), 'Please enter a valid phone number'],
      [checkout.delivery.getByLabel('First name'), 'Please enter a first name (max 20 characters)'],
      [checkout.delivery.getByLabel('Last name'), 'Please enter a last name (max 29 characters)'],
      [checkout.delivery.getByLabel('Street address'), 'Please enter a valid address (max 50 characters)'],
      [
        checkout.delivery.getByRole('combobox', { name: 'Suburb or postcode' }),
        'Please enter a valid suburb',
      ],
      [checkout.delivery.getByLabel('State'), 'Please enter a valid state'],
      [checkout.delivery.getByLabel('Postcode', { exact: true }), 'Please enter a valid postcode'],
      [checkout.payment.getByLabel('Name on card'), 'Please enter a valid name'],
      [checkout.payment.getByLabel('Card number'), 'Please enter a valid card number'],
      [checkout.payment.getByLabel('Expiry (MM / YYYY)'), 'Please enter a valid expiry date (MM / YYYY)'],
      [checkout.payment.getByLabel('CVV'), 'Please enter a valid CVV'],
    ];
    for (const [field, message] of expectations) expect(await checkout.fieldError(field)).toContain(message);
    await expectAxeClean(page);
    await shot(page, info, 'checkout-errors');
  });

  test('field by field: every rule of the contact, address, card and deposit fields', async ({
    page,
  }, info) => {
    const checkout = new Checkout(page);
    await checkout.open();
    const says = async (field: Locator, value: string, message: string) => {
      await field.fill(value);
      await field.blur();
      expect(await checkout.fieldError(field), `${value} → ${message}`).toContain(message);
    };
    const { contact, delivery, payment } = checkout;
    await says(contact.getByLabel('Email'), 'jo@example', 'Please enter a valid email address');
    await says(contact.getByLabel('Phone number'), '0000 0000', 'Please enter a valid phone number');
    await says(contact.getByLabel('Phone number'), '9876 5432', 'Please include your area code');
    await says(
      contact.getByLabel('Phone number'),
      '0512 345 6789',
      'Please enter a valid Australian mobile number',
    );
    await says(delivery.getByLabel('First name'), x(21), 'Please enter a first name (max 20 characters)');
    await says(delivery.getByLabel('Last name'), x(30), 'Please enter a last name (max 29 characters)');
    await says(
      delivery.getByLabel('Company name (optional)'),
      x(51),
      'Company Name cannot be more than 50 characters',
    );
    await says(delivery.getByLabel('Street address'), x(51), 'Address cannot be more than 50 characters');
    await says(delivery.getByLabel('Street address'), 'PO Box 12', "We don't deliver to PO Boxes");
    // A typed suburb is not a picked one: 'Please enter a valid suburb' while typing, the list's words on submit.
    const suburb = delivery.getByRole('combobox', { name: 'Suburb or postcode' });
    await says(suburb, 'Sydney', 'Please enter a valid suburb');
    await checkout.placeOrder.click();
    expect(await checkout.fieldError(suburb)).toBe('Please, select a suburb in the suggested list.');
    await says(
      delivery.getByLabel('Delivery instructions (optional)'),
      x(151),
      'Only 150 characters are aloud in this field',
    );
    await says(
      delivery.getByLabel('PO number (optional)'),
      'PO#12',
      'Please enter a valid PO number (max 40 characters)',
    );
    await says(payment.getByLabel('Card number'), '4242 4242 4242 4241', 'Please enter a valid card number');
    await says(
      payment.getByLabel('Expiry (MM / YYYY)'),
      '01 / 2020',
      'Please enter a valid expiry date (MM / YYYY)',
    );
    await says(payment.getByLabel('CVV'), '12', 'CVV must be at least 3 digits');

    // Billing differs: its fields appear and are required.
    await page.getByRole('checkbox', { name: 'Billing address is the same as delivery' }).uncheck();
    const billing = checkout.section('Billing address');
    await says(billing.getByLabel('First name'), x(21), 'Please enter a first name (max 20 characters)');
    await says(billing.getByLabel('Street address'), x(51), 'Address cannot be more than 50 characters');

    // With a picked suburb the calendar loads and the deposit can be asked for.
    await checkout.fillContactAndDelivery(shopper(info, 'rules'));
    await checkout.dateChosen();
    await expectAxeClean(page);
    await shot(page, info, 'checkout-calendar');
    const deposit = checkout.section('Pay a deposit');
    await deposit.getByRole('checkbox', { name: 'I would like to pay a deposit now' }).check();
    const amount = deposit.getByLabel('Deposit amount ($)');
    await says(amount, '10', 'Minimum deposit is 30% of order total ($');
    expect(await checkout.fieldError(amount)).toMatch(
      /^Minimum deposit is 30% of order total \(\$[\d,]+\.\d{2}\)\.$/,
    );
    await says(amount, String(product.price * 10), 'Deposit request cannot equal or exceed order total.');
    await says(amount, '-5', 'Input must be a postive number.');
    await checkout.placeOrder.click();
    await expect(page.getByTestId('checkout-block')).toHaveText(
      'There is an error with the deposit amount. Please try again or contact support.',
    );
    await expectAxeClean(page);
  });

  test('the coupon box, the restricted brand and an address outside every delivery area', async ({
    page,
    request,
  }, info) => {
    const miele = await stockedProduct(request, { min: 300, max: 5000, brand: 'Miele' });
    await addToCart(page, miele);
    const checkout = new Checkout(page);
    await checkout.open();
    const coupon = page.getByRole('region', { name: 'Coupon or gift card' });
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await expect(coupon.getByRole('alert')).toHaveText('Coupon value cannot be empty.');

    // Alice Springs is farther than any warehouse delivers: the calendar gives way to 001 §8's words.
    await checkout.fillContactAndDelivery({
      ...shopper(info, 'outback'),
      search: '0870',
      pick: /^0870 ALICE SPRINGS, NT$/,
    });
    await expect(checkout.calendar).toContainText(
      'Unfortunately delivery is not currently available for your order. Please call us to see if we can make alternative arrangements',
    );
    await checkout.fillCard('4242 4242 4242 4242');
    await checkout.placeOrder.click();
    const warning = page.getByRole('checkbox', { name: /^I acknowledge the Miele delivery conditions/ });
    expect(await checkout.fieldError(warning)).toContain(
      'Please tick the box to acknowledge the Miele delivery conditions',
    );
    await warning.check();
    await checkout.placeOrder.click();
    await expect(page.getByTestId('checkout-block')).toHaveText(
      'There is an error with the delivery date. Please try again or contact support.',
    );
    await expectAxeClean(page);
    await shot(page, info, 'checkout-unavailable');
  });
});
