import { setAutoFreeze } from 'immer';

// The charts keep their state in a store that freezes what it holds, elements included; Preact writes
// to its elements as it renders them (docs/decisions/0032), so the store must leave them writable.
setAutoFreeze(false);
