import type { ChatLink } from '@renewed/contracts';
import type { ChatLinkIconName } from '@renewed/contracts/chat-limits';
import { BookIcon, FlameIcon, HeartIcon, LeafIcon, MoonIcon, ShieldIcon, SparkleIcon, UsersIcon } from '@renewed/ui';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';

const ICONS: Record<ChatLinkIconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  book: BookIcon,
  flame: FlameIcon,
  sparkle: SparkleIcon,
  moon: MoonIcon,
  shield: ShieldIcon,
  heart: HeartIcon,
  leaf: LeafIcon,
  users: UsersIcon,
};

/**
 * Asks the education library to open the linked module's reader on arrival (the remote reads
 * this router state; a typed `?module=` URL only narrows the list). docs/architecture.md, "Ask an Auntie".
 */
const OPEN_MODULE_STATE = { openModule: true };

/** A resource link under a reply: icon, title and description; opens the page inside the app. */
export function ChatLinkCard({ link }: { link: ChatLink }) {
  const Icon = ICONS[link.icon] ?? BookIcon;
  return (
    <Link
      to={link.path}
      state={OPEN_MODULE_STATE}
      className="flex min-h-11 items-start gap-3 rounded-md border border-border bg-background p-3 text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
      <span className="min-w-0">
        <span className="block font-semibold underline-offset-4 [overflow-wrap:anywhere]">{link.title}</span>
        <span className="block text-base text-muted-foreground line-clamp-3 [overflow-wrap:anywhere]">{link.description}</span>
      </span>
    </Link>
  );
}
