import { Module } from '@nestjs/common';
import { BingoCatalogue } from './bingo-catalogue';
import { BingoController } from './bingo.controller';
import { BingoPersonalData } from './bingo.privacy';
import { BingoRepository } from './bingo.repository';
import { BINGO_HANDLERS } from './index';

@Module({
  controllers: [BingoController],
  providers: [BingoRepository, BingoCatalogue, BingoPersonalData, ...BINGO_HANDLERS],
})
export class BingoModule {}
