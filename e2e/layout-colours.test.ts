import { setupBrowserSuite } from "./support/harness";
import { COLOUR_MODES, describeLayoutIn } from "./support/layoutSuite";

/** The layout sweep in light, dark and forced colours, with the section links (layoutSuite.ts). */
describeLayoutIn(setupBrowserSuite(), COLOUR_MODES);
