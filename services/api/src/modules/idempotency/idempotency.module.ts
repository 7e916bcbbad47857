import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { Clock } from '../../common/clock';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyKeysPersonalData } from './idempotency.privacy';
import { IdempotencyRepository } from './idempotency.repository';

/** `Idempotency-Key` on every write of the API contract (docs/offline.md, "Idempotency"). */
@Module({
  providers: [
    IdempotencyRepository,
    IdempotencyKeysPersonalData,
    Clock,
    { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
  ],
})
export class IdempotencyModule {}
