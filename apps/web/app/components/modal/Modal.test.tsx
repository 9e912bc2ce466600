import '../testing/polyfills.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import { closeTopModal, MODAL_OPEN_CLASS } from '../../lib/modal-stack.ts';
import { Modal } from './Modal.tsx';

// The dialog's code loads on first open; loaded up front, a busy machine cannot push that past a query's timeout.
beforeAll(async () => {
  await import('./ModalDialog.tsx');
});

afterEach(cleanup);

function Harness({ errors, inner = false }: { errors?: string[]; inner?: boolean }) {
  const [open, setOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal isOpen={open} onClose={() => setOpen(false)} title="Delivery options" errors={errors}>
        <a href="#first">First link</a>
        <button type="button" onClick={() => setInnerOpen(true)}>
          Last button
        </button>
      </Modal>
      {inner ? (
        <Modal isOpen={innerOpen} onClose={() => setInnerOpen(false)} title="Details" size="small">
          <p>Inner</p>
        </Modal>
      ) : null}
    </>
  );
}

/** Opens the first modal and waits for its dialog (its code loads on first use). */
async function openModal() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  await screen.findByRole('dialog', { name: 'Delivery options' });
  return opener;
}

describe('Modal', () => {
  it('is a labelled dialog that takes focus, keeps Tab inside and gives focus back on close', async () => {
    render(<Harness />);
    const opener = await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Delivery options' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.body.classList.contains(MODAL_OPEN_CLASS)).toBe(true);

    const last = screen.getByRole('button', { name: 'Last button' });
    last.focus();
    // Tab from the last control wraps to the first one inside (the close button), Shift+Tab wraps back.
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(document.body.classList.contains(MODAL_OPEN_CLASS)).toBe(false);
  });

  it('closes on Escape', async () => {
    render(<Harness />);
    await openModal();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets each error be closed on its own', async () => {
    render(<Harness errors={['Card declined', 'Postcode missing']} />);
    await openModal();
    const closers = screen.getAllByRole('button', { name: 'Close Error Message' });
    expect(closers).toHaveLength(2);
    fireEvent.click(closers[0]!);
    expect(screen.queryByText('Card declined')).toBeNull();
    expect(screen.getByText('Postcode missing')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('fades the parent when a second modal opens and closes the top one first (Back button path)', async () => {
    render(<Harness inner />);
    await openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Last button' }));
    expect(await screen.findByRole('dialog', { name: 'Details' })).toBeTruthy();
    const parent = screen.getByText('First link').closest('[class*="modal"]');
    expect(parent?.className).toMatch(/parent/);

    act(() => {
      closeTopModal();
    });
    expect(screen.queryByRole('dialog', { name: 'Details' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Delivery options' })).toBeTruthy();
  });

  it('renders nothing, and loads no dialog code, until first opened', () => {
    const { container } = render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelector('[class*="overlay"]')).toBeNull();
  });
});
