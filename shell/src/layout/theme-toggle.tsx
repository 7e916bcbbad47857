import { Button } from '@renewed/ui';
import { useTheme } from '@renewed/web-kit';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      <span aria-hidden="true" className="text-xl">
        {theme === 'dark' ? '☀' : '☾'}
      </span>
    </Button>
  );
}
