// Runs before the app: same rule as ThemeProvider (stored choice, else system preference).
(function () {
  var theme = null;
  try {
    theme = localStorage.getItem('renewed-theme');
  } catch {
    theme = null;
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
})();
