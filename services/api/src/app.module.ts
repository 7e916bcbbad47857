import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './infrastructure/database/database.module';
import { LoggingModule } from './infrastructure/logging/logging.module';
import { QueueModule } from './infrastructure/queue/queue.module';
import { AssessmentsModule } from './modules/assessments/assessments.module';
import { BingoModule } from './modules/bingo/bingo.module';
import { ChatModule } from './modules/chat/chat.module';
import { SafetyScreenWarmUp } from './modules/chat/safety/warm-up';
import { DailyProtocolModule } from './modules/daily-protocol/daily-protocol.module';
import { DocsModule } from './modules/docs/docs.module';
import { DonationsModule } from './modules/donations/donations.module';
import { EducationModule } from './modules/education/education.module';
import { HealthModule } from './modules/health/health.module';
import { HotFlashCourseModule } from './modules/hot-flash-course/hot-flash-course.module';
import { IdempotencyModule } from './modules/idempotency/idempotency.module';
import { PrivacyModule } from './modules/privacy/privacy.module';
import { ShieldModule } from './modules/shield/shield.module';
import { SmartStacksModule } from './modules/smart-stacks/smart-stacks.module';
import { SymptomsModule } from './modules/symptoms/symptoms.module';

export type ResolvedConfig = AppConfig & { mongoUri: string };

/** The HTTP gateway: controllers and queue producers. Job processors live only in WorkerModule. */
@Module({})
export class AppModule {
  static forRoot(config: ResolvedConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(config),
        CqrsModule.forRoot(),
        DatabaseModule.forRoot(config.mongoUri),
        QueueModule.forRoot(config),
        PrivacyModule,
        IdempotencyModule,
        HealthModule,
        DocsModule,
        SmartStacksModule,
        EducationModule,
        AssessmentsModule,
        BingoModule,
        DailyProtocolModule,
        HotFlashCourseModule,
        SymptomsModule,
        ShieldModule,
        ChatModule,
        DonationsModule,
      ],
      // With the inline driver this process composes the chat replies itself.
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        ...(config.queueDriver === 'inline' ? [SafetyScreenWarmUp] : []),
      ],
    };
  }
}
