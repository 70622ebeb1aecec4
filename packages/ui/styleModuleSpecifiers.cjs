// A tsc-alias replacer for the declarations. A style module (`Loader.css.ts`) has declarations
// (`Loader.css.d.ts`) but no JavaScript file of its own in dist (the bundler inlines it), so
// tsc-alias's full-path step leaves `./Loader.css` as written, which node16 resolution cannot
// follow. Such a specifier gets the `.js` that TypeScript maps to the declaration file.
const { existsSync } = require('node:fs');
const { dirname, resolve } = require('node:path');

exports.default = function styleModuleSpecifiers({ orig, file }) {
  return orig.replace(/(['"])(\.{1,2}\/[^'"]*\.css)\1/, (whole, quote, specifier) =>
    existsSync(resolve(dirname(file), `${specifier}.d.ts`)) ? `${quote}${specifier}.js${quote}` : whole,
  );
};
