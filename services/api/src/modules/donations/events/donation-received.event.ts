/** A donation was recorded for the first time (published exactly once per payment). */
export class DonationReceivedEvent {
  constructor(
    readonly paymentIntentId: string,
    readonly amountCents: number,
    readonly currency: string,
  ) {}
}
