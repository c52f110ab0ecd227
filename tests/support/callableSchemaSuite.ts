import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';

/** Validates as the callables do: strict (no casting or trimming), first error only; null when valid. */
export async function strictError(schema: AnyObjectSchema, data: unknown): Promise<string | null> {
  try {
    await schema.validate(data, { strict: true, abortEarly: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

export interface CallableCase {
  /** A well-formed request. */
  valid: Record<string, unknown>;
  /** Keys the request cannot do without. */
  required: string[];
}

const HUGE = 'x'.repeat(10_000);

/**
 * Fields with no trimmed form to insist on: the PayPal client id the web app sends along is an opaque code the
 * server never reads, so it is taken as sent.
 */
const FREE_FORM = new Set(['clientId']);

/** Values of the wrong type for a field holding `value`. */
function wrongTypesFor(value: unknown): unknown[] {
  const scalar = typeof value === 'string' ? [12345, true] : typeof value === 'number' ? ['12345', true] : ['yes', 1];
  return [...scalar, { value: 'x' }, ['x']];
}

/**
 * The checks every callable's request schema must pass: well-formed requests accepted; unknown keys, non-objects,
 * null, wrong types, oversized values and missing required keys refused; padded strings and numbers sent as text
 * refused (nothing is trimmed or coerced).
 * `cases` is typed by the area's callables, so a new callable cannot be added without its case.
 */
export function describeCallableSchemas<K extends string>(schemas: Record<K, AnyObjectSchema>, cases: Record<K, CallableCase>): void {
  describe('callable request schemas (strict)', () => {
    for (const name of Object.keys(cases) as K[]) {
      const schema = schemas[name];
      const { valid, required } = cases[name];
      const check = (data: unknown) => strictError(schema, data);
      describe(name, () => {
        it('accepts a well-formed request', async () => {
          expect(await check(valid)).toBeNull();
        });

        it('refuses unknown keys', async () => {
          expect(await check({ ...valid, extra: 1 })).toMatch(/unspecified keys: extra/);
          expect(await check({ ...valid, isAdmin: true })).toMatch(/unspecified keys: isAdmin/);
        });

        it('refuses a payload that is not an object', async () => {
          for (const payload of ['text', 42, true, [valid]]) {
            expect(await check(payload)).toMatch(/must be a `object` type/);
          }
        });

        it('refuses null and missing fields', async () => {
          expect(await check(null)).not.toBeNull();
          if (required.length > 0) expect(await check({})).not.toBeNull();
        });

        for (const key of Object.keys(valid)) {
          it(`refuses a wrong type for ${key}`, async () => {
            for (const wrong of wrongTypesFor(valid[key])) {
              expect(await check({ ...valid, [key]: wrong }), `${key}: ${JSON.stringify(wrong)}`).not.toBeNull();
            }
          });

          it(`refuses an oversized ${key}`, async () => {
            const value = key === 'roles' ? Array(10_000).fill('admin') : typeof valid[key] === 'number' ? 1e300 : HUGE;
            expect(await check({ ...valid, [key]: value })).not.toBeNull();
          });
        }

        for (const key of required) {
          it(`refuses null or a missing ${key}`, async () => {
            expect(await check({ ...valid, [key]: null })).not.toBeNull();
            const { [key]: _omitted, ...rest } = valid;
            expect(await check(rest)).not.toBeNull();
          });
        }

        const textKeys = Object.keys(valid).filter((key) => typeof valid[key] === 'string' && !FREE_FORM.has(key));
        const numberKeys = Object.keys(valid).filter((key) => typeof valid[key] === 'number');

        if (textKeys.length > 0) {
          it('does not trim: padded strings are refused', async () => {
            for (const key of textKeys) {
              expect(await check({ ...valid, [key]: ` ${String(valid[key])} ` }), key).not.toBeNull();
            }
          });
        }

        if (numberKeys.length > 0) {
          it('does not coerce: numbers sent as text are refused', async () => {
            for (const key of numberKeys) {
              expect(await check({ ...valid, [key]: String(valid[key]) }), key).not.toBeNull();
            }
          });
        }
      });
    }
  });
}
