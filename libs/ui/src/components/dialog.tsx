import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ComponentPropsWithoutRef, type HTMLAttributes } from 'react';
import { cn } from '../cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * Focus-trapped, Escape closes, scrolls inside on small screens. On closing, focus goes back to
 * what had it when the dialog opened: Radix returns it only to a `DialogTrigger`, and a dialog
 * opened from state (a button's onClick) would otherwise leave focus on the page's body.
 */
export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Content>) {
  const opener = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Portal>
      {/* data-renewed-portal: remote styles apply inside dialogs too (see inject-styles.ts). */}
      <div data-renewed-portal="">
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 animate-fade-in" />
        <DialogPrimitive.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 grid max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4',
            'overflow-y-auto rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl animate-fade-in',
            className,
          )}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            const element = opener.current;
            if (event.defaultPrevented || !(element instanceof HTMLElement) || !element.isConnected) return;
            event.preventDefault();
            element.focus();
          }}
          {...props}
        >
          {children}
          <DialogPrimitive.Close
            className="absolute right-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
            aria-label="Close"
          >
            <span aria-hidden="true" className="text-xl leading-none">
              ×
            </span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </div>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentPropsWithoutRef<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('font-serif text-2xl font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-muted-foreground', className)} {...props} />;
}
