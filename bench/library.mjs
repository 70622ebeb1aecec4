// Library cost (issue 8.1): for each @app/ui export, the gzip size of a consumer bundle that
// imports it alone, and the CSS it brings. One esbuild call per measure with one entry per export
// (no code splitting), so every output is a standalone consumer bundle.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const uiDir = join(root, 'packages/ui');

/** React is the consumer's; react-aria-components is the library's shared interaction layer,
 * paid once by an app however many widgets it uses, so it is measured apart (see report). */
const reactExternals = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
const sharedExternals = [...reactExternals, 'react-aria-components'];

export const libraryBudgets = {
  /** Every export not named below. */
  default: 3 * 1024,
  named: {
    // react-markdown with remark is about 36 KiB and @tanstack/react-virtual about 10 KiB (NOTES.md).
    MessageList: { budget: 56 * 1024, why: 'markdown (react-markdown) and virtualisation (react-virtual)' },
    Message: { budget: 42 * 1024, why: 'renders markdown (react-markdown)' },
    SafeMarkdown: { budget: 42 * 1024, why: 'the markdown pipeline itself' },
    ChartWheel: { budget: 12 * 1024, why: 'the SVG natal wheel with glyph placement' },
    useSpeechOutput: { budget: 8 * 1024, why: 'voice output chain: server TTS, browser speech, text cleaning' },
    useAutoSpeak: { budget: 8 * 1024, why: 'voice output chain (built on useSpeechOutput)' },
    useSpeechInput: { budget: 8 * 1024, why: 'speech recognition, microphone, timers, transcript correction' },
    VoiceOutputControls: { budget: 8 * 1024, why: 'voice output controls with their hook' },
    VoiceInputButton: { budget: 8 * 1024, why: 'microphone button with its hook' },
    messages: { budget: 7 * 1024, why: 'every string of the library, for apps; components import their own area' },
    // The forms and cards below are built from the library's primitives (TextField, ComboBox,
    // CheckboxGroup, Button, Notice): their cost here includes those, which an app using the
    // primitives elsewhere pays once.
    BirthDataForm: {
      budget: 5 * 1024,
      why: 'five onboarding steps with their texts, the city search and the date and time checks, on the field, combo box, checkbox and button primitives',
    },
    SynopsisCard: {
      budget: 4.5 * 1024,
      why: 'the daily planner card draws eight highlight icons and the constellation loader, with the Button primitive',
    },
    SacredSecretionWindows: {
      budget: 3.5 * 1024,
      why: 'the windows list with its calendar export, on the Button and Notice primitives',
    },
    Starfield: {
      budget: 3.5 * 1024,
      why: 'the canvas sky: its scene and drawing, the device score, the start in idle time, tab visibility, the theme colour and the pause control',
    },
    ConversationHistory: {
      budget: 6 * 1024,
      why: 'search, links, per-item menu, rename in place, delete confirmation with undo, dates and the loader',
    },
  },
};

const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** The runtime exports of the built library (types have no JS). */
async function listExports() {
  const result = await build({
    entryPoints: [join(uiDir, 'dist/index.js')],
    bundle: false,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: '/tmp/bench-exports',
    logLevel: 'error',
  });
  const [output] = Object.values(result.metafile.outputs);
  return output.exports.slice().sort();
}

/** Every module of dist (one per source module), without the chunks and the barrel. */
function distModules(dir = join(uiDir, 'dist')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return distModules(path);
    return item.name.endsWith('.js') && !item.name.startsWith('chunk-') && path !== join(uiDir, 'dist/index.js')
      ? [path]
      : [];
  });
}

/**
 * The CSS an export brings: the stylesheet built beside the dist module that defines it (the
 * most specific module wins over a folder's index). The themes' `styles.css` is paid once.
 */
async function cssByExport() {
  const modules = distModules().sort((a, b) => Number(a.endsWith('/index.js')) - Number(b.endsWith('/index.js')));
  const result = await build({
    entryPoints: modules,
    bundle: false,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: '/tmp/bench-css',
    outbase: join(uiDir, 'dist'),
    logLevel: 'error',
  });
  const byExport = new Map();
  for (const module of modules) {
    const relative = module.slice(join(uiDir, 'dist/').length);
    const output = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith(relative));
    const css = module.replace(/\.js$/, '.css');
    for (const name of output?.[1].exports ?? []) {
      if (!byExport.has(name)) byExport.set(name, existsSync(css) ? gzip(readFileSync(css, 'utf8')) : 0);
    }
  }
  return byExport;
}

async function bundleEach(names, dir, { externals }) {
  const entries = names.map((name) => {
    const file = join(dir, `${name}.js`);
    writeFileSync(file, `import { ${name} } from '@app/ui';\nconsole.log(${name});\n`);
    return file;
  });
  const result = await build({
    entryPoints: entries,
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    target: 'es2022',
    outdir: join(dir, 'out'),
    external: externals,
    nodePaths: [join(root, 'node_modules')],
    // The repository's tsconfig maps @app/ui to its source; a consumer resolves the package.
    tsconfigRaw: '{}',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const sizes = new Map();
  for (const file of result.outputFiles) {
    const base = file.path.split('/').pop();
    const [name, ext] = [base.replace(/\.(js|css)$/, ''), base.endsWith('.css') ? 'css' : 'js'];
    const entry = sizes.get(name) ?? { js: 0, css: 0, jsRaw: 0 };
    if (ext === 'css') entry.css = gzip(file.text);
    else Object.assign(entry, { js: gzip(file.text), jsRaw: file.contents.length });
    sizes.set(name, entry);
  }
  return sizes;
}

export async function measureLibrary() {
  const names = await listExports();
  const dir = join(root, 'bench/.work/library');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const own = await bundleEach(names, dir, { externals: sharedExternals });
  const withAria = await bundleEach(names, dir, { externals: reactExternals });
  const css = await cssByExport();
  const themeCss = gzip(readFileSync(join(uiDir, 'dist/styles.css'), 'utf8'));
  const rows = names.map((name) => {
    const named = libraryBudgets.named[name];
    const budget = named?.budget ?? libraryBudgets.default;
    const js = own.get(name)?.js ?? 0;
    return {
      name,
      js,
      jsWithAria: withAria.get(name)?.js ?? 0,
      css: css.get(name) ?? 0,
      budget,
      budgetName: named ? name : 'default',
      why: named?.why,
      ok: js <= budget,
    };
  });
  return { rows, exportCount: names.length, themeCss };
}
