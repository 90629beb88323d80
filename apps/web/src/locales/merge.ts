export type Tree = { [key: string]: string | Tree };

/** Deep-merges locale files (each a tree of keys) into one catalogue. */
export function mergeCatalogues(files: Record<string, Tree>): Tree {
  const deepMerge = (target: Tree, source: Tree) => {
    for (const [k, v] of Object.entries(source)) {
      if (typeof v === 'object' && typeof target[k] === 'object') deepMerge(target[k] as Tree, v);
      else target[k] = v;
    }
    return target;
  };
  return Object.values(files).reduce<Tree>((acc, file) => deepMerge(acc, file), {});
}
