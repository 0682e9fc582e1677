import { fireEvent, render, screen } from '@testing-library/react';
import { ShopLink, navigate } from '../ShopLink';
import { mayLeave, setLeaveGuard } from './leaveGuard';

/** The shop's navigations (the address itself stays as the test set it). */
const navigated = jest.spyOn(window.history, 'pushState').mockImplementation(() => undefined);

beforeEach(() => navigated.mockClear());

describe('leave guard', () => {
  it('lets in-shop navigation through without a guard', () => {
    expect(mayLeave()).toBe(true);
    expect(navigate('/products')).toBe(true);
    expect(navigated).toHaveBeenCalledWith(null, '', '/products');
  });

  it('stops navigation and links when the guard says no, until it is released', () => {
    const guard = jest.fn(() => false);
    const release = setLeaveGuard(guard);
    expect(navigate('/products')).toBe(false);
    render(<ShopLink href="/about">About</ShopLink>);
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(guard).toHaveBeenCalledTimes(2);
    expect(navigated).not.toHaveBeenCalled();

    expect(navigate('/cart', { confirmed: true })).toBe(true);
    expect(guard).toHaveBeenCalledTimes(2);

    release();
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(navigated).toHaveBeenLastCalledWith(null, '', '/about');
  });

  it('keeps a newer guard when an older one is released', () => {
    const releaseOld = setLeaveGuard(() => true);
    const releaseNew = setLeaveGuard(() => false);
    releaseOld();
    expect(mayLeave()).toBe(false);
    releaseNew();
    expect(mayLeave()).toBe(true);
  });
});
