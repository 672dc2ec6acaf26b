import { setupBrowserSuite } from "./support/harness";
import { describeLayoutAtLimits, describeSpecimenIn } from "./support/layoutLimits";

/**
 * The same, with DejaVu Sans as the default sans-serif (scripts/shared/fonts/dejavu-sans.conf):
 * wider than Noto Sans, and still the default on Debian without fonts-noto-core. And the
 * specimen page, every block at its limits, in that font.
 */
const site = setupBrowserSuite({ font: "dejavu" });
describeLayoutAtLimits(site, "dejavu");
describeSpecimenIn(site, "dejavu");
