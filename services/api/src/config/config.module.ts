import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from './app-config';

/** Makes the validated configuration (and the clock) injectable everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }, Clock],
      exports: [APP_CONFIG, Clock],
    };
  }
}
