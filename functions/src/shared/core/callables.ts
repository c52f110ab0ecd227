import type * as yup from 'yup';

/** An area's callables: name -> request schema (the same schema its form uses). */
export type CallableSchemas = Record<string, yup.AnyObjectSchema>;

/** `true` only when A and B are the same set of keys: each area's schemas and response types must match. */
export type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
