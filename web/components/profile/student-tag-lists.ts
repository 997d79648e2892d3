import { msg } from '@lingui/core/macro';
import { INTEREST_SUGGESTIONS, SKILL_SUGGESTIONS } from '#shared/suggestions.js';

/**
 * The two tag lists a student keeps (docs/spec/student-side.md §2), as the registration wizard and the profile
 * editor show them: each list's TagInput label, screen-reader noun (both shown in the pages' language) and
 * suggestions.
 */
export const TAG_LISTS = {
  skills: {
    label: msg`Skills`,
    itemName: msg({ message: 'skill', comment: "one entry of the skills list, in screen-reader texts: 'Add skill'" }),
    suggestions: SKILL_SUGGESTIONS,
  },
  keywords: {
    label: msg`Keywords / Interests`,
    itemName: msg({
      message: 'keyword',
      comment: "one entry of the keywords / interests list, in screen-reader texts: 'Add keyword'",
    }),
    suggestions: INTEREST_SUGGESTIONS,
  },
} as const;

export type TagListName = keyof typeof TAG_LISTS;

/** The lists in the order the forms show them. */
export const TAG_LIST_NAMES: readonly TagListName[] = ['skills', 'keywords'];
