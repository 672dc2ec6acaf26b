import { setupBrowserSuite } from "./support/harness";
import { describeLayoutAtLimits } from "./support/layoutLimits";

/**
 * The same, with DejaVu Sans as the default sans-serif (scripts/shared/fonts/dejavu-sans.conf):
 * wider than Noto Sans, and still the default on Debian without fonts-noto-core.
 */
describeLayoutAtLimits(setupBrowserSuite({ font: "dejavu" }), "dejavu");
