import { Button, Card, CardContent, CardDescription, CardHeader } from '@renewed/ui';
import { Link, useLocation } from 'react-router-dom';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <Card className="mx-auto mt-8 max-w-lg">
      <CardHeader>
        <h1 className="font-serif text-3xl font-bold">404 Page Not Found</h1>
        <CardDescription>
          There is no page at <code className="rounded bg-muted px-1">{pathname}</code>.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">
          Developer hint: did you forget to add the page to the router (shell/src/routes.tsx)?
        </p>
        <Button asChild>
          <Link to="/">Back to home</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
