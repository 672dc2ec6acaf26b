/**
 * The browser suites that time what a visitor sees (the entrance's stagger, the first screen, the
 * menu, smooth scrolling). `npm run test:e2e` runs them alone, after the others
 * (jest.timing.config.js), so nothing else competes for the machine's two cores while they measure.
 */
module.exports = ["motion", "first-screen", "menu", "navigation"].map(
  (name) => `<rootDir>/e2e/${name}.test.ts`,
);
