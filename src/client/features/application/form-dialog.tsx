import type { ReactNode } from 'react';
import { SaveRefusal } from '#client/components/save-refusal.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';

/** A dialog holding one form; the form mounts only while it is open, so it starts afresh each time. */
export function FormDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className={props.className}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {props.open && props.children}
      </DialogContent>
    </Dialog>
  );
}

/** Cancel and the form's submit button, at the foot of the form, with the last try's refusal above them. */
export function FormDialogActions({
  submitLabel,
  pending,
  error,
  fallback,
}: {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  /** Said when the server gave no reason. */
  fallback: string;
}) {
  return (
    <>
      <SaveRefusal error={error} refused="Not saved" fallback={fallback} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" busy={pending}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
