import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { invalid } from '../../lib/app-error';
import { requireCaller } from '../../lib/caller';
import { responses } from '../../lib/schemas';
import { IdentitySchema } from './identity.schemas';
import { allowedFields, UpdateMeSchema } from './my-identity.schemas';
import { createMyIdentityService } from './my-identity.service';

const path = '/_api/vitrine/v1/identity/me';
const identityResponse = responses({ 200: Type.Object({ identity: IdentitySchema }) });

/**
 * Names the fields a member sent but may not change (`email`, `status`, `id`, custom fields...).
 * The schema validator would drop them silently; a client that believes it changed the login
 * e-mail deserves a clear "not allowed" instead.
 */
function notAllowedFields(body: unknown) {
  if (typeof body !== 'object' || body === null) return [];
  const extra = (object: object, allowed: string[], prefix: string) =>
    Object.keys(object).filter((key) => !allowed.includes(key)).map((key) => `${prefix}${key}`);
  const profile = (body as { identityProfile?: unknown }).identityProfile;
  return [
    ...extra(body, allowedFields.body, ''),
    ...(typeof profile === 'object' && profile !== null ? extra(profile, allowedFields.identityProfile, 'identityProfile.') : []),
  ];
}

/** The signed-in member's own identity: `GET` to read it, `PATCH` to edit profile and address book. */
export const myIdentityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createMyIdentityService(app.db);
  const tags = ['identity'];

  app.get(path, { schema: { tags, summary: 'The signed-in member’s identity', response: identityResponse } }, async (request) => ({
    identity: await service.get(requireCaller(request, 'MEMBER')),
  }));

  app.patch(
    path,
    {
      schema: { tags, summary: 'The signed-in member edits their profile and address book', body: UpdateMeSchema, response: identityResponse },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      // Before validation, so refused fields are seen before the validator strips them; the caller is checked first.
      preValidation: async (request) => {
        requireCaller(request, 'MEMBER');
        const fields = notAllowedFields(request.body);
        if (fields.length > 0) {
          throw invalid(fields.map((field) => ({ field, description: 'a member cannot change this field', violatedRule: 'FIELD_NOT_ALLOWED' })));
        }
      },
    },
    async (request) => ({ identity: await service.update(requireCaller(request, 'MEMBER'), request.body) }),
  );
};
