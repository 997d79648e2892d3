import { startsWithinOneEdit, withinOneEdit } from './one-edit.js';
import { SINGLE_WORD_SPELLINGS } from './place-names.js';
import type { WordPool } from './word-pool.js';

/** A word this short is not corrected: one slip away from it lie too many other words. */
const CORRECT_AT_LEAST = 4;

/**
 * The word one typing slip away from a word that matched nothing (docs/decisions/0040): a listing's word
 * first (the one most listings hold), then a place's spelling, then the start of a listing's word; null when
 * none is.
 */
export function correctionOf(word: string, words: WordPool): string | null {
  if (word.length < CORRECT_AT_LEAST || word.includes(' ')) return null;
  const [whole] = words.mostHeld((held) => withinOneEdit(word, held), 1);
  if (whole !== undefined) return whole;
  const place = SINGLE_WORD_SPELLINGS.find((spelling) => withinOneEdit(word, spelling));
  if (place !== undefined) return place;
  const [start] = words.mostHeld((held) => held.length > word.length && startsWithinOneEdit(word, held), 1);
  return start ?? null;
}
