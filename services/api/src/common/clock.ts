import { Injectable } from '@nestjs/common';

/** The clock behind an adapter, so handlers can be tested with a fixed time. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
