import { parseCoachingProvider, parseSiteConfig } from './site-config';

describe('site configuration', () => {
  it('keeps the scanner link and the coaching provider when they are well formed', () => {
    const config = parseSiteConfig({
      partnerLinks: [],
      scannerUrl: 'https://scanner.example',
      coaching: { name: 'Jane Example', qualifications: 'Certified coach', bookingUrl: 'https://booking.example' },
    });
    expect(config.scannerUrl).toBe('https://scanner.example');
    expect(config.coaching).toEqual({
      name: 'Jane Example',
      qualifications: 'Certified coach',
      bookingUrl: 'https://booking.example',
    });
  });

  it('hides the coaching offer without a name or qualifications, and drops a booking link that is not https', () => {
    expect(parseSiteConfig({ partnerLinks: [] }).coaching).toBeUndefined();
    expect(parseCoachingProvider({ name: 'Jane', qualifications: '  ' })).toBeUndefined();
    expect(parseCoachingProvider({ qualifications: 'Coach' })).toBeUndefined();
    expect(parseCoachingProvider('Jane')).toBeUndefined();
    expect(parseCoachingProvider({ name: 'Jane', qualifications: 'Coach', bookingUrl: 'javascript:alert(1)' })).toEqual({
      name: 'Jane',
      qualifications: 'Coach',
      bookingUrl: undefined,
    });
  });

  it('drops a scanner link that is not https', () => {
    expect(parseSiteConfig({ scannerUrl: 'http://scanner.example' }).scannerUrl).toBeUndefined();
    expect(parseSiteConfig(null)).toEqual({ partnerLinks: [] });
  });
});
