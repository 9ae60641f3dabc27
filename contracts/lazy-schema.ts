// A contract schema built on first use, in the browser bundles only (scripts/lazy-contracts.ts wraps each
// top-level schema of contracts/ in one at build; the server and the Node tests build them eagerly).
// Why: zod builds a schema object per call of the chain (`z.string().min(1).max(40)` is three), and the
// entry's contracts were ~1,500 of them, about 50 ms of a fast laptop's start-up and four times that on a
// cheap phone, all before the first screen. Lazily, a start-up builds the few its first calls parse with.
//
// The stand-in is a Proxy over an empty object that builds the schema on its first touch and forwards every
// operation to it: property reads (getters run with the schema itself as `this`), writes, `in`, keys,
// descriptors and the prototype, so `instanceof`, zod's own trait checks and a schema nested in another
// (`z.object({ phone: phoneSchema })`) all see the real schema. Its identity is the stand-in's, stable for
// the module's lifetime, as an eager export's is.
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_target, key) => {
      const schema = real();
      return Reflect.get(schema, key, schema);
    },
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // The empty target holds none of the schema's own properties, so each is reported configurable
    // (a Proxy may not report a property non-configurable that its target lacks).
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
