import { mongo } from 'mongoose';

/**
 * True when an error means MongoDB could not be reached or lost the connection mid-operation (a
 * reset socket, no primary, a server going down), never for an error of the request itself:
 * such a request may succeed when tried again, so it is a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof mongo.MongoError)) {
    // mongoose wraps a server selection timeout in its own class.
    return error instanceof Error && error.name === 'MongooseServerSelectionError';
  }
  return (
    error instanceof mongo.MongoNetworkError ||
    error instanceof mongo.MongoServerSelectionError ||
    error instanceof mongo.MongoNotConnectedError ||
    error instanceof mongo.MongoTopologyClosedError ||
    // A primary stepping down or shutting down: the driver labels what a retry may fix.
    error.hasErrorLabel('RetryableWriteError') ||
    error.hasErrorLabel('TransientTransactionError')
  );
}
