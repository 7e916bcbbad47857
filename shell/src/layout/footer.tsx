import { PAGE_PATHS } from '@renewed/contracts/page-paths';
import { Badge } from '@renewed/ui';
import { Link } from 'react-router-dom';
import { FOOTER_LINKS, HEALTH_TOPICS } from '../navigation';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-border bg-muted/50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="space-y-3">
          <p className="font-serif text-2xl font-bold text-primary">Renewed</p>
          <p className="text-muted-foreground">Free, evidence-based support for the Power Years: perimenopause and beyond.</p>
          <div className="flex flex-wrap gap-2">
            <Badge variant="success">No Accounts · No Trackers</Badge>
            <Badge variant="secondary">Free for Everyone · In English</Badge>
          </div>
          <p className="text-sm text-muted-foreground" data-testid="footer-data-note">
            What you save (logs, check-ins, progress, results) is stored anonymously under a random id made in this browser. No
            accounts, no analytics, no third-party trackers. You can{' '}
            <Link to={PAGE_PATHS.privacyDashboard} className="underline underline-offset-4">
              see, export or delete it
            </Link>{' '}
            at any time. If you donate by card, the payment form is Stripe&rsquo;s, under Stripe&rsquo;s own privacy policy.
          </p>
        </div>
        <div>
          <h2 className="mb-3 font-semibold">Health topics</h2>
          <ul className="flex flex-wrap gap-2" aria-label="Health topics">
            {HEALTH_TOPICS.map((topic) => (
              <li key={topic}>
                <Badge variant="outline">{topic}</Badge>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 font-semibold">Explore</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block min-h-8 py-1 underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-border px-4 py-4 text-center text-sm text-muted-foreground">
        © {year} Renewed. Educational information only; not medical advice.
      </p>
    </footer>
  );
}
