import * as ToastPrimitive from '@radix-ui/react-toast';
import { dismissToast, TOAST_DEFAULT_DURATION_MS, useToasts } from '@renewed/web-kit';
import { useEffect, useRef } from 'react';
import { cn } from '../cn';

/**
 * Renders the page's toast queue (docs/product.md, "Errors and messages"): one at a time, 5 s default, swipe right
 * (threshold 50) to dismiss, F8 focuses the region. Mounted once, by the shell, through
 * DeferredToaster; `focusOnMount`: F8 was pressed before this code arrived.
 */
export function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
    // Only on mount: later F8 presses are Radix's own.
  }, []);
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DEFAULT_DURATION_MS}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.durationMs}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-variant={item.variant ?? 'default'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            'data-[state=open]:animate-fade-in',
            item.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewport}
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
