import { Truck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Switch } from '#client/components/ui/switch.tsx';

/** The 'Auto Deliver & Order' option: not available yet, it only explains itself (spec 'Dashboard' view 5). */
export function AutoDeliverCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <Truck className="size-5 text-slate-500" aria-hidden="true" />
          Auto Deliver &amp; Order
        </CardTitle>
        <CardDescription>
          We research, order and post every certificate your application needs, with no choices to make.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-2.5">
          <Switch id="auto-deliver" disabled checked={false} aria-describedby="auto-deliver-status" />
          <label htmlFor="auto-deliver" className="flex-1 text-sm font-medium text-slate-500">
            Auto Deliver &amp; Order
          </label>
          <Badge id="auto-deliver-status" variant="accent">
            Coming Soon
          </Badge>
        </div>
        <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          About Auto Deliver &amp; Order
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Coming Soon</DialogTitle>
            <DialogDescription>
              Auto Deliver &amp; Order is on its way: we will order every certificate your application needs and post
              them to you in one go. Until then, tick the documents you need and press Start Research.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button>Got it</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
