/**
 * `value` as one of `options` (a stored token or a `<select>`'s value read back
 * as the schema's type), or undefined when it is none of them.
 */
export function oneOf<T extends string>(options: readonly T[], value: string | null | undefined): T | undefined {
  return options.find((option) => option === value);
}
