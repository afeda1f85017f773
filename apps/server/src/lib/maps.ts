/** The value kept for `key`, made by `create` and kept the first time it is asked for. */
export function keptFor<K extends object | string, V>(
  map: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  create: () => V,
): V {
  const known = map.get(key);
  if (known !== undefined) return known;
  const made = create();
  map.set(key, made);
  return made;
}
