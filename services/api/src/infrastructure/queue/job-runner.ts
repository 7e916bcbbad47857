import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { describeIssues } from '../../common/zod-validation.pipe';
import { InvalidJobPayloadError, type JobDefinition } from './job-definition';

/** Validates a job payload and executes its command: the whole of what a job does. */
@Injectable()
export class JobRunner {
  constructor(private readonly commandBus: CommandBus) {}

  async run<P>(definition: JobDefinition<P>, data: unknown): Promise<unknown> {
    const parsed = definition.schema.safeParse(data);
    if (!parsed.success) {
      throw new InvalidJobPayloadError(`Invalid ${definition.queue} job payload: ${describeIssues(parsed.error)}`);
    }
    return this.commandBus.execute(definition.toCommand(parsed.data));
  }
}
