import { Controller, Param, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  bingoBoardPathSchema,
  bingoCellPathSchema,
  bingoProgressPathSchema,
  type BingoCellDto,
  type BingoCellPath,
  type BingoProgressDto,
  type BingoProgressPath,
  type SessionId as SessionIdType,
} from '@renewed/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiRoute } from '../../common/api-route.decorator';
import { SessionId } from '../../common/session-id.decorator';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CompleteBingoCellCommand } from './commands/complete-bingo-cell.command';
import { ResetBingoBoardCommand } from './commands/reset-bingo-board.command';
import { GetBingoBoardsQuery } from './queries/get-bingo-boards.query';
import { GetBingoCellsQuery } from './queries/get-bingo-cells.query';
import { GetBingoProgressQuery } from './queries/get-bingo-progress.query';

@Controller()
export class BingoController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /** A prebuilt answer: sent with ETag and the client's best coding (answered from memory once recorded). */
  @ApiRoute('bingoBoards')
  async boards(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    (await this.queryBus.execute(new GetBingoBoardsQuery())).send(request, reply);
  }

  @ApiRoute('bingoCells')
  cells(
    @Param(new ZodValidationPipe(bingoBoardPathSchema, 'Bingo board path')) path: { boardId: string },
  ): Promise<BingoCellDto[]> {
    return this.queryBus.execute(new GetBingoCellsQuery(path.boardId));
  }

  @ApiRoute('bingoProgress')
  progress(
    @SessionId() sessionId: SessionIdType,
    @Param(new ZodValidationPipe(bingoProgressPathSchema, 'Bingo progress path')) path: BingoProgressPath,
  ): Promise<BingoProgressDto> {
    return this.queryBus.execute(new GetBingoProgressQuery(sessionId, path.boardId));
  }

  @ApiRoute('completeBingoCell')
  complete(
    @SessionId() sessionId: SessionIdType,
    @Param(new ZodValidationPipe(bingoCellPathSchema, 'Bingo progress path')) path: BingoCellPath,
  ): Promise<BingoProgressDto> {
    return this.commandBus.execute(new CompleteBingoCellCommand(sessionId, path.boardId, path.cellPosition));
  }

  @ApiRoute('resetBingoBoard')
  reset(
    @SessionId() sessionId: SessionIdType,
    @Param(new ZodValidationPipe(bingoProgressPathSchema, 'Bingo progress path')) path: BingoProgressPath,
  ): Promise<BingoProgressDto> {
    return this.commandBus.execute(new ResetBingoBoardCommand(sessionId, path.boardId));
  }
}
