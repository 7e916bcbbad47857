import type { HTMLAttributes } from 'react';
import { cn } from '../cn';

const VARIANTS = {
  default: 'bg-primary text-primary-foreground',
  secondary: 'bg-secondary text-secondary-foreground',
  accent: 'bg-accent text-accent-foreground',
  outline: 'border border-border text-foreground',
  success: 'bg-success text-success-foreground',
  warning: 'bg-warning text-warning-foreground',
  destructive: 'bg-destructive text-destructive-foreground',
} as const;

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { variant?: keyof typeof VARIANTS };

export function Badge({ className, variant = 'default', ...props }: BadgeProps) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-3 py-0.5 text-sm font-medium', VARIANTS[variant], className)}
      {...props}
    />
  );
}
