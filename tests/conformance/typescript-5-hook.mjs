// openapi-typescript builds its output with TypeScript's JavaScript API, which TypeScript 7 (the
// project's compiler, a native binary) no longer has: its imports of `typescript` get TypeScript 5.
export async function resolve(specifier, context, next) {
  if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/openapi-typescript/')) return next('typescript-5', context);
  return next(specifier, context);
}
