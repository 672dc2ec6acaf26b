/**
 * The browser suites that need the machine to themselves, so `npm run test:e2e` runs them one at a
 * time after the others (jest.serial.config.js):
 * - motion, first-screen, menu and navigation time what a visitor sees (the entrance's stagger,
 *   the first screen, the menu, smooth scrolling);
 * - cms-workflow drives the editor served by `gatsby develop`, unminified: beside another suite
 *   its publish took over 30 s and its steps over a minute (CI, 2026-11-26).
 */
module.exports = ["motion", "first-screen", "menu", "navigation", "cms-workflow"].map(
  (name) => `<rootDir>/e2e/${name}.test.ts`,
);
