import { setupBrowserSuite } from "./support/harness";
import { describeHeaderFit } from "./support/layoutSuite";

/** What the header shows at each width, in the designer's order of giving way (layoutSuite.ts). */
describeHeaderFit(setupBrowserSuite());
