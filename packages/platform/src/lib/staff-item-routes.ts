import type { FastifyInstance } from 'fastify';
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { requireStaff, type Caller, type Permission } from './caller';
import { responses } from './schemas';

interface StaffItemKind {
  /** What the caller must hold: owners and collaborators hold every permission, API keys theirs. */
  permission: Permission;
  /** The list's path; one item is at `url/:id`. */
  url: string;
  tags: string[];
  /** The schema of the `:id` path parameter. */
  params: TObject<{ id: TSchema }>;
  /** The item's schema: the answers are serialised through it. */
  item: TSchema;
  /** The answer's key for one item (`coupon`). */
  one: string;
}

/**
 * Registers the staff routes of one kind of item a site keeps (coupons, gift cards, OAuth apps,
 * identity-provider connections, webhooks, products, collections), each answering the way every
 * such kind answers:
 *
 * | call     | route                    | answer                  |
 * | -------- | ------------------------ | ----------------------- |
 * | `list`   | `GET url`                | `{ [many]: [item, …] }` |
 * | `get`    | `GET url/:id`            | `{ [one]: item }`       |
 * | `create` | `POST url`               | `{ [one]: item }`       |
 * | `update` | `PATCH url/:id`          | `{ [one]: item }`       |
 * | `remove` | `DELETE url/:id`         | `{}`                    |
 * | `act`    | `METHOD url/:id<path>`   | `{}`                    |
 *
 * A domain registers the calls its kind has, in the order it wants them listed, and writes any other
 * route of the kind (an API key shown once, a secret rotated) by hand beside them. The service gets
 * the caller `requireStaff` checked against `permission`, the path's id and the body its schema
 * validated.
 *
 * @example
 * const coupons = staffItemRoutes(app, { permission: 'settings:write', url: `${prefix}/coupons`, tags, params: IdParams, item: CouponSchema, one: 'coupon' });
 * coupons.list('coupons', 'Coupons', (staff) => service.listCoupons(staff.siteId));
 * coupons.remove('Delete a coupon', (staff, id) => service.deleteCoupon(staff.siteId, id));
 */
export function staffItemRoutes(app: FastifyInstance, kind: StaffItemKind) {
  const { url, tags, params, item, one } = kind;
  const staff = (request: Parameters<typeof requireStaff>[0]) => requireStaff(request, kind.permission);
  const oneResponse = () => responses({ 200: Type.Object({ [one]: item }) });
  // The body's type is the schema's it was validated against; Fastify cannot resolve a generic one.
  const bodyOf = <Body extends TSchema>(request: { body: unknown }) => request.body as Static<Body>;

  /** A write on one item whose answer is `{}`; `body` undefined for a call that takes none. */
  function act<Body extends TSchema>(
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    summary: string,
    body: Body | undefined,
    run: (staff: Caller, id: string, body: Static<Body>) => Promise<unknown>,
  ) {
    app.route<{ Params: { id: string } }>({
      method,
      url: `${url}/:id${path}`,
      schema: { tags, summary, params, ...(body && { body }), response: responses({ 200: Type.Object({}) }) },
      handler: async (request) => {
        await run(staff(request), request.params.id, bodyOf<Body>(request));
        return {};
      },
    });
  }

  return {
    list(many: string, summary: string, run: (staff: Caller) => Promise<unknown[]>) {
      app.get(url, { schema: { tags, summary, response: responses({ 200: Type.Object({ [many]: Type.Array(item) }) }) } }, async (request) => ({
        [many]: await run(staff(request)),
      }));
    },
    get(summary: string, run: (staff: Caller, id: string) => Promise<unknown>) {
      app.get<{ Params: { id: string } }>(`${url}/:id`, { schema: { tags, summary, params, response: oneResponse() } }, async (request) => ({
        [one]: await run(staff(request), request.params.id),
      }));
    },
    create<Body extends TSchema>(summary: string, body: Body, run: (staff: Caller, body: Static<Body>) => Promise<unknown>) {
      app.post(url, { schema: { tags, summary, body, response: oneResponse() } }, async (request) => ({
        [one]: await run(staff(request), bodyOf<Body>(request)),
      }));
    },
    update<Body extends TSchema>(summary: string, body: Body, run: (staff: Caller, id: string, body: Static<Body>) => Promise<unknown>) {
      app.patch<{ Params: { id: string } }>(`${url}/:id`, { schema: { tags, summary, params, body, response: oneResponse() } }, async (request) => ({
        [one]: await run(staff(request), request.params.id, bodyOf<Body>(request)),
      }));
    },
    remove(summary: string, run: (staff: Caller, id: string) => Promise<unknown>) {
      act('DELETE', '', summary, undefined, run);
    },
    act,
  };
}
