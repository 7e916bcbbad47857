import { Inject, Injectable } from '@nestjs/common';
import type { Connection, Model } from 'mongoose';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { buildDonationSchema, DONATIONS_COLLECTION } from './donations.schema';

export type Donation = {
  paymentIntentId: string;
  eventId: string;
  amountCents: number;
  currency: string;
  succeededAt: Date;
  refundedCents: number;
};

type DonationDocument = {
  _id: string;
  eventId: string;
  amountCents: number;
  currency: string;
  succeededAt: Date;
  refundedCents: number;
  refundEventIds: string[];
  recordedAt: Date;
};

/** MongoDB's duplicate key error: an insert met a unique index (here: this donation is recorded). */
const DUPLICATE_KEY = 11000;

@Injectable()
export class DonationsRepository {
  private readonly model: Model<DonationDocument>;

  constructor(@Inject(MONGO_CONNECTION) connection: Connection) {
    this.model = connection.model<DonationDocument>(DONATIONS_COLLECTION, buildDonationSchema());
  }

  /**
   * Records a succeeded payment once. Resolves false when this payment intent or this event was
   * already recorded (unique `_id` and unique `eventId`: a duplicate insert fails in MongoDB).
   */
  async recordOnce(donation: Omit<Donation, 'refundedCents'>, now: Date): Promise<boolean> {
    try {
      await this.model.create({
        _id: donation.paymentIntentId,
        eventId: donation.eventId,
        amountCents: donation.amountCents,
        currency: donation.currency,
        succeededAt: donation.succeededAt,
        refundedCents: 0,
        refundEventIds: [],
        recordedAt: now,
      });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }

  /**
   * Applies a refund total (Stripe reports the charge's cumulative `amount_refunded`, so `$max`
   * makes replays and out-of-order refunds harmless). 'missing' when the donation is not recorded yet.
   */
  async applyRefund(paymentIntentId: string, refundedCents: number, eventId: string): Promise<'applied' | 'missing'> {
    const result = await this.model
      .updateOne({ _id: paymentIntentId }, { $max: { refundedCents }, $addToSet: { refundEventIds: eventId } })
      .exec();
    return result.matchedCount === 1 ? 'applied' : 'missing';
  }
}
