import { setupBrowserSuite } from "./support/harness";
import { describeLayoutIn, TEXT_MODES } from "./support/layoutSuite";

/** The layout sweep at 200 % text, with WCAG 1.4.12 text spacing, and both (layoutSuite.ts). */
describeLayoutIn(setupBrowserSuite(), TEXT_MODES);
