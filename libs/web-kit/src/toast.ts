import { useSyncExternalStore } from 'react';
import { globalStore } from './store';

/** one toast visible at a time; 5 s default; removed 1,000,000 ms after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; durationMs?: number };
export type ToastItem = ToastInput & { id: string; open: boolean };

const toasts = globalStore<ToastItem[]>('toasts', () => []);
let counter = 0;

/** Shows a toast (replacing the visible one); callable from the shell or any remote. */
export function toast(input: ToastInput): { id: string; dismiss(): void } {
  counter += 1;
  const id = `${Date.now()}-${counter}`;
  toasts.set((list) => [{ ...input, id, open: true }, ...list].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: string): void {
  toasts.set((list) => list.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => toasts.set((list) => list.filter((item) => item.id !== id)), TOAST_REMOVE_DELAY_MS);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(toasts.subscribe, toasts.get, toasts.get);
}
