import { categoryLook, difficultyLook, formatMinutes, themeLook } from './bingo-looks';

describe('bingo looks', () => {
  it('has an icon per theme and a default for other themes', () => {
    const icons = ['daily', 'weekly', 'monthly', 'seasonal'].map((theme) => themeLook(theme).icon);
    expect(new Set(icons).size).toBe(4);
    expect(themeLook('yearly')).toEqual({ icon: 'sparkles', label: 'Yearly' });
    expect(icons).not.toContain('sparkles');
  });

  it('colours difficulty gentle green, moderate amber, challenging rose, others grey; missing is gentle', () => {
    expect(difficultyLook('gentle')).toEqual({ label: 'Gentle', className: 'bg-success text-success-foreground' });
    expect(difficultyLook('moderate').className).toBe('bg-warning text-warning-foreground');
    expect(difficultyLook('challenging').className).toBe('bg-destructive text-destructive-foreground');
    expect(difficultyLook('extreme')).toEqual({ label: 'Extreme', className: 'bg-muted text-muted-foreground' });
    expect(difficultyLook(undefined)).toEqual(difficultyLook('gentle'));
    expect(difficultyLook('')).toEqual(difficultyLook('gentle'));
  });

  it('gives the five categories their own look and others the default', () => {
    const looks = ['movement', 'mindfulness', 'nourishment', 'connection', 'creativity'].map(categoryLook);
    expect(new Set(looks.map((look) => look.className)).size).toBe(5);
    expect(new Set(looks.map((look) => look.icon)).size).toBe(5);
    expect(categoryLook('rest')).toEqual({ icon: 'sparkles', label: 'Rest', className: 'border-border bg-card' });
  });

  it('formats estimated minutes', () => {
    expect(formatMinutes(5)).toBe('5 min');
    expect(formatMinutes(60)).toBe('1 hr');
    expect(formatMinutes(90)).toBe('1 hr 30 min');
    expect(formatMinutes(480)).toBe('8 hr');
    expect(formatMinutes(undefined)).toBe('');
  });
});
