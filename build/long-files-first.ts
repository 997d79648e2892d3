import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order, with the named files (paths from the project's root, the longest first) started first
 * within their group. Vitest starts the files it ran longest last time first, but a fresh clone (CI) has
 * no record and starts the largest files first: a short file of long flows then starts last and runs on
 * alone while the other workers have nothing left (docs/decisions/0049).
 */
export function longFilesFirst(longest: readonly string[]) {
  return class LongFilesFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const rank = (file: TestSpecification) => {
        const at = longest.findIndex((path) => file.moduleId.endsWith(`/${path}`));
        return at < 0 ? longest.length : at;
      };
      const group = (file: TestSpecification) => file.project.config.sequence.groupOrder;
      // Array.prototype.sort is stable: the rest keep Vitest's order.
      return sorted.sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
    }
  };
}
