import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainException } from '../../common/domain-exception';
import { describeIssues } from '../../common/zod-validation.pipe';
import { InvalidJobPayloadError, type JobDefinition } from './job-definition';
import type { JobReply } from './job-reply';

/** Validates a job payload and executes its command: the whole of what a job does. */
@Injectable()
export class JobRunner {
  constructor(private readonly commandBus: CommandBus) {}

  /** The validated payload; a payload that fails its schema throws InvalidJobPayloadError. */
  parse<P>(definition: JobDefinition<P>, data: unknown): P {
    const parsed = definition.schema.safeParse(data);
    if (!parsed.success) {
      throw new InvalidJobPayloadError(`Invalid ${definition.queue} job payload: ${describeIssues(parsed.error)}`);
    }
    return parsed.data;
  }

  async run<P>(definition: JobDefinition<P>, data: unknown): Promise<unknown> {
    return this.commandBus.execute(definition.toCommand(this.parse(definition, data)));
  }

  /** Runs a request job for a worker: a domain error becomes part of the reply, not a failed job. */
  async reply<P>(definition: JobDefinition<P>, data: unknown): Promise<JobReply> {
    try {
      return { ok: true, value: await this.run(definition, data) };
    } catch (error) {
      if (error instanceof DomainException) return { ok: false, code: error.code, message: error.message };
      throw error;
    }
  }
}
