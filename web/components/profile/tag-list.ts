// docs/spec/student-side.md §5 step 4 and Profile edit: entries are trimmed, empty ones refused, duplicates
// (case-insensitive) refused. The hint recommends up to 200 entries; that is not enforced.

export const RECOMMENDED_TAG_COUNT = 200;

export type AddTagResult =
  | { status: 'added'; tags: string[]; tag: string }
  | { status: 'empty'; tags: readonly string[] }
  | { status: 'duplicate'; tags: readonly string[]; tag: string };

export function hasTag(tags: readonly string[], candidate: string): boolean {
  const key = candidate.trim().toLowerCase();
  return tags.some((tag) => tag.trim().toLowerCase() === key);
}

/** Adds `raw` to `tags` unless it is empty after trimming or already present. Never mutates `tags`. */
export function addTag(tags: readonly string[], raw: string): AddTagResult {
  const tag = raw.trim();
  if (!tag) return { status: 'empty', tags };
  if (hasTag(tags, tag)) return { status: 'duplicate', tags, tag };
  return { status: 'added', tags: [...tags, tag], tag };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((entry) => entry !== tag);
}
