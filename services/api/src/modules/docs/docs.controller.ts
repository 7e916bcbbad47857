import { Controller, Get, Header, Inject, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { getAbsoluteFSPath } from 'swagger-ui-dist';
import { OutsideContract } from '../../common/api-route.decorator';
import { DomainException } from '../../common/domain-exception';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { buildOpenApiDocument } from './openapi';

/** Swagger UI assets the docs page uses (served from the swagger-ui-dist package, no CDN). */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Renewed API</title><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="docs"></div><script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script></body></html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#docs' });`;

/** The documentation pages describe the contract; they are not routes of it. */
@OutsideContract('the API documentation pages')
@Controller('docs')
export class DocsController {
  private readonly document: Record<string, unknown>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.document = buildOpenApiDocument(config.rateLimitFactor);
  }

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  page(): string {
    return PAGE;
  }

  @Get('openapi.json')
  openApi(): Record<string, unknown> {
    return this.document;
  }

  @Get('assets/init.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  init(): string {
    return INIT;
  }

  @Get('assets/:file')
  asset(@Param('file') file: string, @Res() reply: FastifyReply): void {
    const type = ASSETS[file];
    const path = type ? join(getAbsoluteFSPath(), file) : undefined;
    if (!type || !path || !existsSync(path)) throw new DomainException('NOT_FOUND', 'No such documentation asset');
    void reply.header('content-type', type).header('cache-control', 'public, max-age=86400').send(createReadStream(path));
  }
}
