import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useLayoutEffect, useRef, type ComponentProps, type RefObject } from 'react';
import { cn } from '#client/lib/cn.ts';
import { returnFocus } from '#client/lib/focus.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-slate-950/50', className)}
      {...props}
    />
  );
}

/** Where focus goes when a dialog closes, instead of the element that opened it. */
export type ReturnFocusTarget = RefObject<HTMLElement | null> | (() => HTMLElement | null | undefined);

/**
 * A dialog's content. Our dialogs open from state, with no Radix Trigger to return focus to, so the
 * content records the element focused when it opened and returns focus to it on every close (Escape,
 * Cancel, ✕, after saving); when that element is gone or disabled, to the element with its
 * `data-focus-id`, else to the view's heading (decision 071). `returnFocusTo` overrides the opener.
 */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  returnFocusTo,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean; returnFocusTo?: ReturnFocusTarget }) {
  const opener = useRef<Element | null>(null);
  const handleCloseAutoFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const explicit = typeof returnFocusTo === 'function' ? returnFocusTo() : returnFocusTo?.current;
    returnFocus(explicit ?? opener.current);
  };
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 grid-cols-[minmax(0,1fr)] gap-4 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-lg focus:outline-none',
          className,
        )}
        {...props}
        onCloseAutoFocus={handleCloseAutoFocus}
      >
        <RecordOpener openerRef={opener} />
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className="absolute top-4 right-4 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&_svg]:size-4"
          >
            <XIcon aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/**
 * Mounted with the open content: its layout effect runs before the focus scope's effect moves focus
 * into the dialog, so the focused element is still the one that opened it.
 */
function RecordOpener({ openerRef }: { openerRef: RefObject<Element | null> }) {
  useLayoutEffect(() => {
    openerRef.current = document.activeElement;
  }, [openerRef]);
  return null;
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pr-8 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg leading-tight font-semibold text-slate-900', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-slate-600', className)}
      {...props}
    />
  );
}
