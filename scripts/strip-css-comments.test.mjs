import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripCssComments, stripCssCommentsIn } from './strip-css-comments.mjs';

const built = `/* vanilla-extract-css-ns:src/theme/light.css.ts.vanilla.css?source=#H4sIAAAA */
:root {
  --mh-color-text: #1b1530;
}

/* vanilla-extract-css-ns:src/components/Loader/Loader.css.ts.vanilla.css?source=#H4sIBBBB */
.Loader_root__abc {
  content: "";
  color: var(--mh-color-text);
}
/*# sourceMappingURL=index.css.map */
`;

describe('stripCssComments', () => {
  it('drops the inlined-source comments and the map link, keeping every rule as it was', () => {
    expect(stripCssComments(built)).toBe(
      ':root {\n  --mh-color-text: #1b1530;\n}\n.Loader_root__abc {\n  content: "";\n  color: var(--mh-color-text);\n}\n',
    );
  });

  it('rewrites the CSS of a folder and its subfolders and removes their CSS source maps, leaving the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'css-'));
    const component = join(dir, 'components', 'Loader');
    mkdirSync(component, { recursive: true });
    for (const at of [dir, component]) {
      writeFileSync(join(at, 'index.css'), built);
      writeFileSync(join(at, 'index.css.map'), '{}');
      writeFileSync(join(at, 'index.js.map'), '{}');
    }
    stripCssCommentsIn(dir);
    expect(readdirSync(dir).sort()).toEqual(['components', 'index.css', 'index.js.map']);
    expect(readdirSync(component).sort()).toEqual(['index.css', 'index.js.map']);
    for (const at of [dir, component]) expect(readFileSync(join(at, 'index.css'), 'utf8')).not.toContain('/*');
  });
});
