import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI document generated from the zod schemas of every route, browsable at `/api/docs`
 * and downloadable at `/api/docs/json` (ARCHITECTURE.md, "A request through the API").
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Property marketplace API',
        description:
          'Public catalogue, accounts, favourites, enquiries, content and staff back office. Answers are JSON with `success` and, on failure, a `message` for a person. Sessions: HttpOnly cookie `session`, or `Authorization: Bearer <token>`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, cookie: { type: 'apiKey', in: 'cookie', name: 'session' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
