import { remoteForPath } from './remote-routes';

describe('remoteForPath', () => {
  it('names the remote of each remote route, with or without a trailing slash', () => {
    expect(remoteForPath('/education')).toBe('education');
    expect(remoteForPath('/self-care-bingo/')).toBe('bingo');
    expect(remoteForPath('/health-assessment')).toBe('assessments');
    expect(remoteForPath('/menopause-rating-scale')).toBe('assessments');
    expect(remoteForPath('/hot-flash-course')).toBe('assessments');
    expect(remoteForPath('/subscribe')).toBe('donate');
  });

  it('names none for shell screens, unknown paths and inherited property names', () => {
    expect(remoteForPath('/')).toBeUndefined();
    expect(remoteForPath('/dashboard')).toBeUndefined();
    expect(remoteForPath('/education/extra')).toBeUndefined();
    expect(remoteForPath('/constructor')).toBeUndefined();
    expect(remoteForPath('toString')).toBeUndefined();
  });
});
