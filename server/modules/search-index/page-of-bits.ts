import { type Bits, forEachBit, hasBit } from './bitset.js';

/** Sorting `count` matches by rank costs about this many steps of reading the order for each. */
const SORT_COST = 4;

/**
 * The slots of `bits` (which holds `count`) at places `skip`..`skip + take` of `order`: read off the order
 * from its start until enough matched, or, when matches are so few that the read would go far, their ranks
 * sorted (docs/decisions/0047).
 */
export function pageOfBits(
  bits: Bits,
  count: number,
  { order, rank }: { order: Int32Array; rank: Int32Array },
  skip: number,
  take: number,
): number[] {
  const wanted = Math.min(count, skip + take);
  if (wanted <= skip) return [];
  // Matches spread evenly: the read goes about `wanted * order.length / count` slots deep.
  if (count * SORT_COST * Math.log2(count + 1) < (wanted * order.length) / count) {
    const ranks = new Int32Array(count);
    let at = 0;
    forEachBit(bits, (slot) => {
      ranks[at++] = rank[slot];
    });
    ranks.sort();
    return Array.from(ranks.subarray(skip, wanted), (place) => order[place]);
  }
  const page: number[] = [];
  let found = 0;
  for (let place = 0; place < order.length && found < wanted; place++) {
    const slot = order[place];
    if (!hasBit(bits, slot)) continue;
    if (found >= skip) page.push(slot);
    found++;
  }
  return page;
}
