/** web-vitals' reporters as a chunk of their own, for a site built to report (reportWebVitals.ts). */
export { onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
