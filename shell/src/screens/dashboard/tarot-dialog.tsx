import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@renewed/ui';

/**
 * The daily tarot site in an embedded frame, with a link to open it in a new tab. Sites may refuse
 * to be framed (and browsers do not tell the page), so the link is always there.
 */
export function TarotDialog({ url, open, onOpenChange }: { url: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Daily Tarot</DialogTitle>
          <DialogDescription>
            A moment of reflection from our partner site. If it does not appear below,{' '}
            <a href={url} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline">
              open the tarot site in a new tab
            </a>
            .
          </DialogDescription>
        </DialogHeader>
        <iframe
          src={url}
          title="Daily tarot reading"
          className="h-[60vh] w-full rounded-md border border-border bg-background"
          sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
          referrerPolicy="no-referrer"
          loading="lazy"
        />
      </DialogContent>
    </Dialog>
  );
}
