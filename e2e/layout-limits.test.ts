import { setupBrowserSuite } from "./support/harness";
import { describeLayoutAtLimits } from "./support/layoutLimits";

/** Every locale's home page with its texts at the schemas' limits, in the system's font. */
describeLayoutAtLimits(setupBrowserSuite(), "system");
