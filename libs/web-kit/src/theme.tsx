import { createContext, useCallback, useContext, useEffect, useMemo, useState, type Context, type ReactNode } from 'react';

export type Theme = 'light' | 'dark';
/** The theme choice is stored under this key (docs/product.md, "Theme"). */
export const THEME_STORAGE_KEY = 'renewed-theme';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** The visitor's own choice, if she has made one. */
function storedTheme(): Theme | undefined {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // storage blocked: no choice to read
  }
  return undefined;
}

/** Stored choice first, else the system dark-mode preference. */
export function initialTheme(): Theme {
  return storedTheme() ?? (typeof matchMedia === 'function' && matchMedia(SYSTEM_DARK).matches ? 'dark' : 'light');
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

type ThemeContextValue = { theme: Theme; setTheme(theme: Theme): void; toggleTheme(): void };

/**
 * One context object for the whole page. This library is compiled into the shell and into every
 * remote, and `createContext` in each copy would make a context of its own, so a remote's
 * `useTheme()` would not see the shell's provider. React itself is a federation singleton, so a
 * context object kept on globalThis under a registered symbol works across bundles (like the
 * toast queue and query client, docs/architecture.md, "Front end").
 */
const THEME_CONTEXT_KEY = Symbol.for('renewed.theme-context');
const contextHolder = globalThis as unknown as Record<symbol, Context<ThemeContextValue | undefined> | undefined>;
const ThemeContext = (contextHolder[THEME_CONTEXT_KEY] ??= createContext<ThemeContextValue | undefined>(undefined));

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(initialTheme);
  useEffect(() => {
    applyTheme(theme);
  }, [theme]);
  // Until she chooses, the page follows the system as it changes (a phone that turns dark at dusk).
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const system = matchMedia(SYSTEM_DARK);
    const follow = () => {
      if (storedTheme() === undefined) setThemeState(system.matches ? 'dark' : 'light');
    };
    follow(); // a change between the first render and now
    system.addEventListener('change', follow);
    return () => system.removeEventListener('change', follow);
  }, []);
  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // the choice still applies for this visit
    }
  }, []);
  const value = useMemo(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** Using the theme hook outside its provider is an error (a bug to find early, not a silent default). */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
