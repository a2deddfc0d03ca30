import type { FastifyRequest } from 'fastify';
import { invalid, type FieldViolation } from '../../lib/app-error';

/**
 * Clients send non-finite decimals as the strings "NaN", "Infinity" and "-Infinity" (wire
 * contract). A price or weight can never be one, and the schema's number coercion would let
 * "Infinity" through, so these strings are refused by name before validation.
 */
const numericKeys = new Set(['price', 'itemCost', 'cost', 'weight', 'value', 'amount', 'percentage', 'totalQuantity', 'baseQuantity', 'quantity']);
const nonFinite = new Set(['NaN', 'Infinity', '-Infinity', '+Infinity']);

function collect(node: unknown, path: string, out: FieldViolation[], depth: number): void {
  if (depth > 12 || node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    const field = path ? `${path}.${key}` : key;
    if (typeof value === 'string' && nonFinite.has(value.trim()) && numericKeys.has(key)) {
      out.push({ field, description: 'must be a finite number', violatedRule: 'FORMAT' });
    } else collect(value, field, out, depth + 1);
  }
}

export async function rejectNonFiniteNumbers(request: FastifyRequest): Promise<void> {
  const violations: FieldViolation[] = [];
  collect(request.body, '', violations, 0);
  if (violations.length) throw invalid(violations);
}
