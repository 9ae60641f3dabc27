// The generated client's types, from the published document, by openapi-typescript (a maintained
// generator, used with openapi-fetch). It builds its output with TypeScript's JavaScript API, which the
// project's TypeScript 7 has not got: the hook hands it TypeScript 5 (the dev dependency typescript-5).
import { register } from 'node:module';

register('./typescript-5-hook.mjs', import.meta.url);

export const CLIENT_TYPES_FILE = 'tests/conformance/api-client/paths.d.ts';

/** The generated types for a document, as the checked-in file holds them. */
export async function clientTypes(doc: object): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const header = '// Generated from GET /api/openapi.json by openapi-typescript: `npx tsx scripts/generate-api-client.ts`. Do not edit.\n';
  // The examples are left out: they are values, not types, and would triple the file.
  const typesOnly = JSON.parse(JSON.stringify(doc), (key, value) => (key === 'example' ? undefined : value));
  return header + astToString(await openapiTS(typesOnly, { alphabetize: true }));
}
