import { setupBrowserSuite } from "./support/harness";
import { COLOUR_MODES, describeLayoutIn, TEXT_MODES } from "./support/layoutSuite";

/**
 * The layout sweep in light, dark and forced colours, and at 200 % text, with WCAG 1.4.12 text
 * spacing and with both, with the skip link and the section links (layoutSuite.ts): a test per
 * mode, so that no test takes long enough for a busy machine to time it out.
 */
describeLayoutIn(setupBrowserSuite(), [...COLOUR_MODES, ...TEXT_MODES]);
