const path = require("path");
const Sequencer = require("@jest/test-sequencer").default;

/**
 * The longest suites, in the order they start. On a fresh clone Jest has no timings and would
 * start the largest files first; the layout suites are small files that run longest, and started
 * last they would keep one worker busy long after the other ran out of work.
 */
const LONGEST_FIRST = [
  "layout-colours",
  "cms",
  "hosts",
  "layout-text",
  "accessibility",
  "layout-limits",
  "layout-limits-dejavu",
  "cms-crash",
];

const rank = (test) => {
  const index = LONGEST_FIRST.indexOf(path.basename(test.path, ".test.ts"));
  return index === -1 ? LONGEST_FIRST.length : index;
};

/** The longest suites first, in LONGEST_FIRST's order; the rest as Jest orders them. */
class LongestFirst extends Sequencer {
  async sort(tests) {
    const longest = tests.filter((test) => rank(test) < LONGEST_FIRST.length);
    const rest = await super.sort(tests.filter((test) => rank(test) === LONGEST_FIRST.length));
    return [...longest.sort((a, b) => rank(a) - rank(b)), ...rest];
  }
}

module.exports = LongestFirst;
