import { isDonationPage, showsFloatingDonation } from './donation-pages';

describe('donation pages', () => {
  it('shows the floating button on the landing page, /home and the dashboard only', () => {
    expect(['/', '/home', '/dashboard', '/dashboard/', '/?donate=5'].map(showsFloatingDonation)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['/subscribe', '/education', '/dashboards', '/home/x', '/coaching'].map(showsFloatingDonation)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('allows payments on the floating-button pages and /subscribe', () => {
    expect(['/', '/home', '/dashboard', '/subscribe', '/subscribe?x=1'].every(isDonationPage)).toBe(true);
    expect(['/education', '/privacy-dashboard', '/api/donations/config'].some(isDonationPage)).toBe(false);
  });
});
