import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextActive, useListboxNavigation, type ListboxNavigationOptions } from './use-listbox-navigation.ts';

type Options = Omit<ListboxNavigationOptions, 'listboxId' | 'count' | 'onPick' | 'onEscape'>;

function Combobox({
  items,
  onPick,
  onEscape,
  ...options
}: Options & { items: string[]; onPick: (i: number) => void; onEscape: () => void }) {
  const nav = useListboxNavigation({ listboxId: 'list', count: items.length, onPick, onEscape, ...options });
  return (
    <>
      <input {...nav.inputProps} />
      <ul id="list" role="listbox">
        {items.map((item, i) => (
          <li key={item} id={nav.optionId(i)} role="option" aria-selected={nav.active === i}>
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}

function setup(options: Options, items = ['a', 'b', 'c']) {
  const onPick = vi.fn();
  const onEscape = vi.fn();
  render(<Combobox items={items} onPick={onPick} onEscape={onEscape} {...options} />);
  const input = screen.getByRole('combobox');
  const press = (key: string) => fireEvent.keyDown(input, { key });
  const activeId = () => input.getAttribute('aria-activedescendant');
  return { onPick, onEscape, input, press, activeId };
}

afterEach(cleanup);

describe('nextActive', () => {
  it('cycles through the options only, or through the input too', () => {
    expect(nextActive(-1, 1, 3, false)).toBe(0);
    expect(nextActive(-1, -1, 3, false)).toBe(2);
    expect(nextActive(2, 1, 3, false)).toBe(0);
    expect(nextActive(0, -1, 3, false)).toBe(2);
    expect(nextActive(2, 1, 3, true)).toBe(-1);
    expect(nextActive(-1, 1, 3, true)).toBe(0);
    expect(nextActive(0, -1, 3, true)).toBe(-1);
    expect(nextActive(-1, -1, 3, true)).toBe(2);
  });
});

describe('useListboxNavigation', () => {
  it('gives the input its combobox role and state', () => {
    const { input } = setup({ open: true });
    expect(input.getAttribute('aria-controls')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('autocomplete')).toBe('off');
  });

  it('moves the active option with the arrow keys and names it as the active descendant', () => {
    const { press, activeId } = setup({ open: true });
    expect(activeId()).toBeNull();
    press('ArrowDown');
    expect(activeId()).toBe('list-0');
    press('ArrowDown');
    press('ArrowDown');
    expect(activeId()).toBe('list-2');
    expect(screen.getByRole('option', { name: 'c' }).getAttribute('aria-selected')).toBe('true');
    press('ArrowDown');
    expect(activeId()).toBe('list-0');
    press('ArrowUp');
    expect(activeId()).toBe('list-2');
  });

  it('passes through the input between the last option and the first when asked', () => {
    const { press, activeId } = setup({ open: true, throughInput: true });
    press('ArrowUp');
    expect(activeId()).toBe('list-2');
    press('ArrowDown');
    expect(activeId()).toBeNull();
  });

  it('ignores the keys while the list is closed', () => {
    const { press, activeId, onPick, onEscape } = setup({ open: false, enterPicksFirst: true });
    press('ArrowDown');
    press('Enter');
    press('Escape');
    expect(activeId()).toBeNull();
    expect(onPick).not.toHaveBeenCalled();
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('picks the active option with Enter, and the first one only when asked', () => {
    const plain = setup({ open: true });
    plain.press('Enter');
    expect(plain.onPick).not.toHaveBeenCalled();
    plain.press('ArrowDown');
    plain.press('ArrowDown');
    plain.press('Enter');
    expect(plain.onPick).toHaveBeenCalledWith(1);
    cleanup();
    const first = setup({ open: true, enterPicksFirst: true });
    first.press('Enter');
    expect(first.onPick).toHaveBeenCalledWith(0);
  });

  it('closes with Escape, and while closed too when asked', () => {
    const open = setup({ open: true });
    open.press('Escape');
    expect(open.onEscape).toHaveBeenCalledTimes(1);
    cleanup();
    const closed = setup({ open: false, escapeWhenClosed: true });
    closed.press('Escape');
    expect(closed.onEscape).toHaveBeenCalledTimes(1);
  });
});
