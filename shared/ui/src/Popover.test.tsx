import { act, fireEvent, render, screen } from '@testing-library/react';
import { Popover } from './Popover';
import { tokens } from './tokens';

function mockHover(hovers: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query === '(hover: hover)' ? hovers : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function renderMenu() {
  render(
    <Popover label="Account">
      {(close) => (
        <button type="button" onClick={close}>
          Member Center
        </button>
      )}
    </Popover>,
  );
  return screen.getByRole('button', { name: 'Account' });
}

describe('Popover', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens on hover where the device hovers', () => {
    mockHover(true);
    const trigger = renderMenu();
    fireEvent.mouseEnter(trigger.parentElement as HTMLElement);
    act(() => jest.advanceTimersByTime(tokens.popoverHoverDelayMs));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when focus leaves it', () => {
    mockHover(false);
    render(
      <>
        <Popover label="Account">{() => <a href="/member/account">Member Center</a>}</Popover>
        <a href="/cart">Cart</a>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const item = screen.getByRole('link', { name: 'Member Center' });
    act(() => item.focus());
    act(() => screen.getByRole('link', { name: 'Cart' }).focus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a touch screen a tap on an item closes the menu and the tap does not reopen it', () => {
    mockHover(false);
    const trigger = renderMenu();
    const wrapper = trigger.parentElement as HTMLElement;
    // A tap arrives as mouseenter + click.
    fireEvent.mouseEnter(wrapper);
    fireEvent.click(trigger);
    act(() => jest.advanceTimersByTime(tokens.popoverHoverDelayMs));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseEnter(wrapper);
    fireEvent.click(screen.getByRole('button', { name: 'Member Center' }));
    act(() => jest.advanceTimersByTime(tokens.popoverHoverDelayMs * 2));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
