/**
 * gatsby-plugin-decap-cms builds the editor at /admin/ (a separate webpack compilation with its own
 * HTML page). Its gatsby-browser.js only redirects Netlify Identity invitations, which this site
 * does not use, yet Gatsby would bundle it into every public page. This local plugin takes the
 * build half alone, so the public pages carry no CMS code at all.
 */
module.exports = require("gatsby-plugin-decap-cms/gatsby-node");
