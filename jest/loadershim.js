global.___loader = {
  enqueue: jest.fn(),
};

// jsdom has no TextDecoder or TextEncoder, which every browser the editor runs in has: image-size,
// which reads a picture chosen in the editor's media library, needs them (src/cms/uploadCheck.ts).
if (typeof global.TextDecoder === "undefined") {
  const { TextDecoder, TextEncoder } = require("util");
  Object.assign(global, { TextDecoder, TextEncoder });
}
