import { Controller, Header, Param, Req, Res, UseGuards, type CanActivate } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiRoute } from './api-route.decorator';
import { findPrebuiltAnswers, PrebuiltAnswer, type ControllerEntry } from './prebuilt-answer.decorator';

const allow: CanActivate = { canActivate: () => true };

@Controller()
class CatalogueController {
  readonly calls: Array<{ self: unknown; request: unknown; reply: unknown }> = [];

  @ApiRoute('smartStacks')
  @PrebuiltAnswer()
  async stacks(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.calls.push({ self: this, request, reply });
  }

  @ApiRoute('bingoBoards')
  async boards(@Req() _request: FastifyRequest, @Res() _reply: FastifyReply): Promise<void> {}
}

const entry = (type: ControllerEntry['type'], instance?: object): ControllerEntry => ({ type, instance: instance ?? Reflect.construct(type, []) });
const refusal = (type: ControllerEntry['type']) => () => findPrebuiltAnswers([entry(type)]);

describe('findPrebuiltAnswers', () => {
  it('finds the marked methods by their contract URL and calls them on their controller', async () => {
    const controller = new CatalogueController();
    const found = findPrebuiltAnswers([{ type: CatalogueController, instance: controller }]);
    expect(found.map(({ id, url, where }) => ({ id, url, where }))).toEqual([
      { id: 'smartStacks', url: '/api/smart-stacks', where: 'CatalogueController.stacks' },
    ]);
    const request = {} as FastifyRequest;
    const reply = {} as FastifyReply;
    await found[0]!.answer(request, reply);
    expect(controller.calls).toEqual([{ self: controller, request, reply }]);
  });

  it('refuses a method without @ApiRoute', () => {
    class Unrouted {
      @PrebuiltAnswer()
      list(@Req() _request: FastifyRequest, @Res() _reply: FastifyReply): void {}
    }
    expect(refusal(Unrouted)).toThrow('Unrouted.list cannot be a @PrebuiltAnswer(): it has no @ApiRoute');
  });

  it('refuses a route outside the cached catalogue reads (it would lose its access line)', () => {
    class Personal {
      @ApiRoute('readingProgress')
      @PrebuiltAnswer()
      progress(@Req() _request: FastifyRequest, @Res() _reply: FastifyReply): void {}
    }
    expect(refusal(Personal)).toThrow('readingProgress is not in CACHED_CATALOGUE_ROUTES');
  });

  it('refuses the module read, whose id Nest validates', () => {
    class Module {
      @ApiRoute('educationModule')
      @PrebuiltAnswer()
      module(@Param('id') _id: string, @Req() _request: FastifyRequest, @Res() _reply: FastifyReply): void {}
    }
    expect(refusal(Module)).toThrow('educationModule has path parameters');
  });

  it('refuses parameters other than exactly (@Req(), @Res())', () => {
    class Swapped {
      @ApiRoute('smartStacks')
      @PrebuiltAnswer()
      list(@Res() _reply: FastifyReply, @Req() _request: FastifyRequest): void {}
    }
    class ReplyOnly {
      @ApiRoute('smartStacks')
      @PrebuiltAnswer()
      list(@Res() _reply: FastifyReply): void {}
    }
    expect(refusal(Swapped)).toThrow('its parameters must be exactly (@Req() request, @Res() reply)');
    expect(refusal(ReplyOnly)).toThrow('its parameters must be exactly (@Req() request, @Res() reply)');
  });

  it('refuses guards on the method or the controller, and @Header()', () => {
    class GuardedMethod {
      @ApiRoute('smartStacks')
      @PrebuiltAnswer()
      @UseGuards(allow)
      list(@Req() _request: FastifyRequest, @Res() _reply: FastifyReply): void {}
    }
    @UseGuards(allow)
    class GuardedController {
      @ApiRoute('smartStacks')
      @PrebuiltAnswer()
      list(@Req() _request: FastifyRequest, @Res() _reply: FastifyReply): void {}
    }
    class WithHeader {
      @ApiRoute('smartStacks')
      @PrebuiltAnswer()
      @Header('x-extra', 'yes')
      list(@Req() _request: FastifyRequest, @Res() _reply: FastifyReply): void {}
    }
    expect(refusal(GuardedMethod)).toThrow('it has guards');
    expect(refusal(GuardedController)).toThrow('it has guards');
    expect(refusal(WithHeader)).toThrow('@Header()');
  });

  it('refuses a request-scoped controller and two answers for one URL', () => {
    expect(() => findPrebuiltAnswers([{ type: CatalogueController, instance: undefined }])).toThrow('its controller is request-scoped');
    class Twin {
      @ApiRoute('smartStacks')
      @PrebuiltAnswer()
      list(@Req() _request: FastifyRequest, @Res() _reply: FastifyReply): void {}
    }
    expect(() => findPrebuiltAnswers([entry(CatalogueController), entry(Twin)])).toThrow(
      'Twin.list and CatalogueController.stacks are both @PrebuiltAnswer() for /api/smart-stacks',
    );
  });
});
