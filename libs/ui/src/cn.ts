import { clsx, type ClassValue } from 'clsx';

/** Joins class names (conditional ones too). */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
