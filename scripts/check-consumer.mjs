#!/usr/bin/env node
// @app/ui as a stranger gets it: `npm pack`, installed into a throwaway Vite app outside the
// workspace, type-checked with bundler and with node16 resolution, and built; its declaration maps
// lead to the shipped source. The app imports the main entry, the testing entry and the stylesheet
// as the package README says. Its other packages (React, the library's dependencies, Vite,
// TypeScript) are linked from this repository's node_modules, so the check needs no network.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const uiDir = join(root, 'packages/ui');
const ui = JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8'));

const work = mkdtempSync(join(tmpdir(), 'ui-consumer-'));
const app = join(work, 'app');
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

/**
 * The built app in Chromium, without the opt-in reset: the library's elements keep their sizes
 * (border-box by their own rule) and the host page's elements keep the browser's defaults.
 */
async function checkInBrowser(dist) {
  const { chromium } = await import('playwright-core');
  const { serveStatic } = await import('./serve-static.mjs');
  const { server, url } = await serveStatic(dist, { fallback: 'index.html' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    const button = await page.getByRole('button', { name: 'Close' }).boundingBox();
    if (button?.width !== 44 || button.height !== 44)
      throw new Error(`IconButton is ${button?.width}x${button?.height} px without the reset, not 44x44`);
    await page.getByRole('tab', { name: 'Voice', selected: true }).waitFor();
    const select = await page.getByRole('button', { name: /Speaking speed/ }).boundingBox();
    if (!select || select.height < 44) throw new Error(`the Select's button is ${select?.height} px high, not 44`);
    const input = await page.getByRole('textbox', { name: 'Name' }).boundingBox();
    if (!input || input.width > 200)
      throw new Error(`the text field overflows its 200 px container (${input?.width} px)`);
    // A padded, bordered card as wide as its 200 px container, not 200 px plus its padding.
    const card = await page.getByRole('region', { name: 'Tonight' }).evaluate((element) => ({
      boxSizing: getComputedStyle(element).boxSizing,
      width: element.getBoundingClientRect().width,
    }));
    if (card.boxSizing !== 'border-box' || card.width > 200)
      throw new Error(`the card is laid out ${card.boxSizing}, ${card.width} px wide in a 200 px container`);
    const host = await page.evaluate(() => ({
      bodyMargin: getComputedStyle(document.body).margin,
      hostBoxWidth: document.getElementById('host-box')?.getBoundingClientRect().width,
    }));
    if (host.bodyMargin !== '8px' || host.hostBoxWidth !== 120)
      throw new Error(`styles.css restyled the host page: ${JSON.stringify(host)}`);
    await page.getByRole('alertdialog', { name: 'Saved' }).waitFor();
    await page.getByRole('combobox', { name: 'Time zone' }).fill('tok');
    // Named by its label and its description, the two lines it shows.
    await page.getByRole('option', { name: 'Tokyo Asia/Tokyo', exact: true }).click();
    // By keyboard: react-aria's inputs are visually hidden under their drawn controls.
    for (const [role, name] of [
      ['switch', 'Read replies aloud'],
      ['checkbox', 'Tarot'],
    ]) {
      const control = page.getByRole(role, { name });
      await control.focus();
      await page.keyboard.press('Space');
      if (!(await control.isChecked())) throw new Error(`the ${role} "${name}" did not turn on with Space`);
    }
    // A saved dark theme is on the page after a reload, from the README's line in the entry.
    await page.evaluate(() => localStorage.setItem('moonheart-theme', 'dark-celestial'));
    await page.reload();
    await page.getByRole('tab', { name: 'Voice', selected: true }).waitFor();
    const shown = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    if (shown !== 'dark-celestial') throw new Error(`a saved dark theme shows as ${shown} after a reload`);
    if (errors.length > 0) throw new Error(`the page threw: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    server.close();
  }
}

try {
  // The tarball npm would publish, unpacked where npm install puts it.
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], uiDir))[0];
  const installed = join(app, 'node_modules/@app/ui');
  mkdirSync(installed, { recursive: true });
  run('tar', ['-xzf', join(work, packed.filename), '-C', installed, '--strip-components=1'], work);

  // Go-to-definition: a component's declarations map to its source, shipped in the tarball.
  const buttonMap = join(installed, 'dist/components/Button/Button.d.ts.map');
  if (!existsSync(buttonMap)) throw new Error('the tarball has no declaration maps');
  for (const source of JSON.parse(readFileSync(buttonMap, 'utf8')).sources) {
    if (!existsSync(join(dirname(buttonMap), source)))
      throw new Error(`a declaration map names ${source}, not shipped`);
  }

  const linked = [
    ...Object.keys(ui.dependencies ?? {}),
    ...Object.keys(ui.peerDependencies ?? {}),
    '@types/react',
    '@types/react-dom',
    'vite',
    '@vitejs/plugin-react',
    'typescript',
  ];
  for (const name of linked) {
    const target = join(app, 'node_modules', name);
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(join(root, 'node_modules', name), target, 'dir');
  }

  const files = {
    'package.json': JSON.stringify({ name: 'ui-consumer', private: true, type: 'module' }, null, 2),
    'index.html':
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    'vite.config.js': "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
    'src/main.tsx': `import '@fontsource-variable/inter';
import '@fontsource/cormorant-garamond/600.css';
import '@app/ui/styles.css';
import {
  applyTheme,
  Badge,
  Card,
  Checkbox,
  CheckboxGroup,
  ComboBox,
  createToastQueue,
  Icon,
  IconButton,
  Loader,
  MoonLogo,
  readStoredTheme,
  Select,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  Toaster,
  type ThemeName,
  ThemeToggle,
  themeNames,
  useTheme,
} from '@app/ui';
import { createFakeClock } from '@app/ui/testing';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const first: ThemeName = themeNames[0];

// The README's tabs example, as written there.
function Settings() {
  const [speed, setSpeed] = useState('1');
  return (
    <Tabs>
      <TabList aria-label="Settings">
        <Tab id="voice">Voice</Tab>
        <Tab id="plan">Plan</Tab>
      </TabList>
      <TabPanel id="voice">
        <Select
          label="Speaking speed"
          options={[
            { id: '1', label: 'Normal' },
            { id: '1.25', label: 'A little faster' },
          ]}
          value={speed}
          onChange={setSpeed}
        />
      </TabPanel>
      <TabPanel id="plan">
        <Badge tone="positive">Active</Badge>
      </TabPanel>
    </Tabs>
  );
}

// The README's field examples and its toast example, as written there.
function Preferences() {
  const [zone, setZone] = useState<string | null>(null);
  const [topics, setTopics] = useState<string[]>([]);
  const [aloud, setAloud] = useState(false);
  return (
    <>
      <ComboBox
        label="Time zone"
        options={[
          { id: 'Europe/London', label: 'London', description: 'Europe/London' },
          { id: 'Asia/Tokyo', label: 'Tokyo', description: 'Asia/Tokyo' },
        ]}
        value={zone}
        onChange={setZone}
      />
      <CheckboxGroup label="Topics" value={topics} onChange={setTopics}>
        <Checkbox value="moon">The Moon</Checkbox>
        <Checkbox value="tarot">Tarot</Checkbox>
      </CheckboxGroup>
      <Switch label="Read replies aloud" description="Uses your device's speaker." isSelected={aloud} onChange={setAloud} />
    </>
  );
}

export const toasts = createToastQueue();

function App() {
  const [theme, setTheme] = useTheme();
  return (
    <main data-theme={theme === first ? undefined : theme}>
      <MoonLogo size="sm" />
      <ThemeToggle theme={theme} onThemeChange={setTheme} />
      <Loader />
      <div id="narrow" style={{ width: 200 }}>
        <TextField label="Name" />
        <Card title="Tonight">The Moon is waxing.</Card>
      </div>
      <IconButton label="Close">
        <Icon>
          <path d="M6 6l12 12M18 6L6 18" />
        </Icon>
      </IconButton>
      <div id="host-box" style={{ width: 100, padding: 10 }} />
      <Settings />
      <Preferences />
      <Toaster queue={toasts} />
    </main>
  );
}

applyTheme(readStoredTheme());
toasts.add({ title: 'Saved', description: 'Your preferences are kept.', variant: 'success' });
const clock = createFakeClock();
const container = document.getElementById('root');
if (container) createRoot(container).render(<StrictMode><App key={String(clock.now())} /></StrictMode>);
`,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(app, name)), { recursive: true });
    writeFileSync(join(app, name), content);
  }
  const tsconfig = (resolution) => ({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      // The library's own declarations are checked too: a consumer's editor reads them.
      skipLibCheck: false,
      // As a Vite app has them: the client types declare CSS imports.
      types: ['vite/client'],
      ...(resolution === 'bundler'
        ? { module: 'ESNext', moduleResolution: 'bundler' }
        : { module: 'Node16', moduleResolution: 'Node16' }),
    },
    include: ['src'],
  });
  for (const resolution of ['bundler', 'node16']) {
    writeFileSync(join(app, `tsconfig.${resolution}.json`), JSON.stringify(tsconfig(resolution), null, 2));
    console.log(`type-check (${resolution} resolution)`);
    run('node', [join(app, 'node_modules/typescript/bin/tsc'), '-p', `tsconfig.${resolution}.json`], app);
  }
  console.log('vite build');
  run('node', [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], app);
  const built = readFileSync(join(app, 'dist/index.html'), 'utf8');
  if (!/assets\/index-[\w-]+\.css/.test(built)) throw new Error('the built app links no stylesheet');
  await checkInBrowser(join(app, 'dist'));
  console.log(
    `consumer app: ${packed.filename} installed, type-checked (bundler, node16), built, and laid out right without the reset`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
