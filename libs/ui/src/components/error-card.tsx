import { Button } from './button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

/** A friendly failure with a way forward. */
export function ErrorCard({
  title,
  message,
  onRetry,
  retryLabel = 'Try Again',
}: {
  title: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <Card role="alert" className="mx-auto my-8 max-w-lg text-center">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{message}</CardDescription>
      </CardHeader>
      {onRetry ? (
        <CardContent>
          <Button onClick={onRetry}>{retryLabel}</Button>
        </CardContent>
      ) : null}
    </Card>
  );
}
