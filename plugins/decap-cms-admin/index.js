// A Gatsby plugin folder needs an index file; everything is in gatsby-node.js.
