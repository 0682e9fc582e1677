import { fireEvent, render, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { ShopLink, navigate } from '../ShopLink';
import { mayLeave, setLeaveGuard } from './leaveGuard';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const navigated = navigateToUrl as jest.MockedFunction<typeof navigateToUrl>;

beforeEach(() => navigated.mockClear());

describe('leave guard', () => {
  it('lets in-shop navigation through without a guard', () => {
    expect(mayLeave()).toBe(true);
    expect(navigate('/products')).toBe(true);
    expect(navigated).toHaveBeenCalledWith('/products');
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
    expect(navigated).toHaveBeenLastCalledWith('/about');
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
