import { Global, Module } from '@nestjs/common';
import { PRIVACY_HANDLERS } from './index';
import { PrivacyController } from './privacy.controller';
import { PrivacyRegistry } from './privacy-registry';

/** Global so every feature module can register its contributor without importing this one. */
@Global()
@Module({
  controllers: [PrivacyController],
  providers: [PrivacyRegistry, ...PRIVACY_HANDLERS],
  exports: [PrivacyRegistry],
})
export class PrivacyModule {}
