import { INTEREST_SUGGESTIONS, SKILL_SUGGESTIONS } from '#shared/suggestions.js';

/**
 * The two tag lists a student keeps (docs/spec/student-side.md §2), as the registration wizard and the profile
 * editor show them: each list's TagInput label, screen-reader noun and suggestions.
 */
export const TAG_LISTS = {
  skills: { label: 'Skills', itemName: 'skill', suggestions: SKILL_SUGGESTIONS },
  keywords: { label: 'Keywords / Interests', itemName: 'keyword', suggestions: INTEREST_SUGGESTIONS },
} as const;

export type TagListName = keyof typeof TAG_LISTS;

/** The lists in the order the forms show them. */
export const TAG_LIST_NAMES: readonly TagListName[] = ['skills', 'keywords'];
