import { ValidationError, type AnyObjectSchema } from 'yup';

/** Validates like a form does (casting, every field) and returns each field's first message. */
export async function fieldErrors(schema: AnyObjectSchema, values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) {
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    }
    return errors;
  }
}
