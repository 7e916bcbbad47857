export type FakeStripeRequest = {
  amount: number;
  currency: string | null;
  idempotencyKey: string;
  automaticPaymentMethods: string | null;
};
export type FakeStripe = {
  url: string;
  requests: FakeStripeRequest[];
  failWith(status?: number): void;
  close(): Promise<void>;
};
export declare const FAILING_AMOUNT_CENTS: number;
export declare function startFakeStripe(): Promise<FakeStripe>;
