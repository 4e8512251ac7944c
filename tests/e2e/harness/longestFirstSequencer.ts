// The order the end-to-end files start in: the every-route files first, then vitest's own order
// (files that failed last time, then the longest last time; without a record of the last run, as
// on a fresh CI clone, the largest files). The every-route files visit every page as a group of
// roles and are the longest of the run by far, yet among the smallest files: started last, one
// worker would still be visiting pages while the other sat idle.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const longestFiles = /(^|\/)every-route-[^/]*\.test\.ts$/;

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLongest = (file: TestSpecification) => longestFiles.test(file.moduleId);
    return [...sorted.filter(isLongest), ...sorted.filter((file) => !isLongest(file))];
  }
}
