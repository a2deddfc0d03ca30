import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { invalid, type FieldViolation } from '../../lib/app-error';
import { responses } from '../../lib/schemas';
import { JwksSchema, TokenRequestSchema, TokenResponseSchema } from './auth.schemas';

const grantTypes = ['anonymous', 'refresh_token', 'authorization_code', 'authorized_client'];

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/oauth2/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Issue visitor and member tokens (anonymous, refresh_token, authorization_code, authorized_client)',
        body: TokenRequestSchema,
        response: responses({ 200: TokenResponseSchema }),
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const body = request.body;
      const grantType = body.grantType ?? body.grant_type;
      const required = (fields: Record<string, string | undefined>) => {
        const missing: FieldViolation[] = Object.entries(fields)
          .filter(([, value]) => !value)
          .map(([field]) => ({ field, description: 'field is required', violatedRule: 'REQUIRED_FIELD' }));
        if (missing.length) throw invalid(missing);
      };
      switch (grantType) {
        case 'anonymous':
          required({ clientId: body.clientId });
          return app.auth.anonymousGrant(body.clientId!);
        case 'refresh_token':
          required({ clientId: body.clientId, refreshToken: body.refreshToken });
          return app.auth.refreshGrant(body.clientId!, body.refreshToken!);
        case 'authorization_code':
          required({ clientId: body.clientId, code: body.code, codeVerifier: body.codeVerifier });
          return app.auth.authorizationCodeGrant({
            clientId: body.clientId!,
            code: body.code!,
            codeVerifier: body.codeVerifier!,
            redirectUri: body.redirectUri,
            visitor: request.caller,
          });
        case 'authorized_client':
          required({ member_id: body.member_id });
          if (body.scope !== undefined && body.scope !== 'offline_access') {
            throw invalid([{ field: 'scope', description: 'must be offline_access', violatedRule: 'INVALID_ENUM_VALUE' }]);
          }
          return app.auth.authorizedClientGrant(request.caller, request.actingVisitor, body.member_id!);
        default:
          throw invalid([
            {
              field: grantType === undefined ? 'grantType' : 'grantType',
              description: `must be one of ${grantTypes.join(', ')}`,
              violatedRule: grantType === undefined ? 'REQUIRED_FIELD' : 'INVALID_ENUM_VALUE',
            },
          ]);
      }
    },
  );

  app.get(
    '/oauth2/jwks',
    { schema: { tags: ['auth'], summary: 'Public keys that verify access tokens and webhook payloads', response: { 200: JwksSchema } } },
    async () => app.keys.jwks(),
  );
};
