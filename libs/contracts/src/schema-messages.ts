/**
 * Our wording for the validation failures people meet most, so a refused request says what to
 * do in plain words instead of the schema library's defaults (docs/product.md, "Errors and messages").
 */

/** For `z.strictObject(shape, UNKNOWN_FIELDS)`: names the fields the object does not accept. */
export const UNKNOWN_FIELDS = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field(s): ${(issue.keys ?? []).join(', ')}` : undefined,
};

/** For `z.enum(values, oneOf('trigger', values))`: names the value refused and lists the choices. */
export function oneOf(label: string, values: readonly string[]) {
  return {
    error: (issue: { input?: unknown }) => {
      const problem =
        issue.input === undefined
          ? `Choose a ${label}`
          : typeof issue.input === 'string'
            ? `Unknown ${label} ${JSON.stringify(issue.input)}`
            : `The ${label} must be one of the listed values`;
      return `${problem}; choose from: ${values.join(', ')}`;
    },
  };
}
