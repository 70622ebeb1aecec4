import { type DeviceScore, Starfield, starfieldConfig } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

const meta = {
  title: 'UI/Chrome/Starfield',
  id: 'ui-starfield',
  component: Starfield,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The animated starfield behind the page: 50 to 200 twinkling stars and a few drifting motes on a \`<canvas>\`. The amount and frame rate follow the device's score (low: 50 stars at 30 fps; medium: 100 stars and high: 200 stars, both at 60 fps). It draws a single still frame under reduced motion, stops while the tab is hidden, and offers a pause control whenever it moves. Its colour comes from the theme's \`--mh-color-star\` and follows theme changes.

### When to use
- Once, as the page's decorative background (\`fill="viewport"\`, fixed behind everything), or inside one positioned box (\`fill="container"\`).
- For a loading state, use **Loader**. For the start-up screen, use **SplashScreen**.

### Do
- Do keep the pause control reachable. By default it floats in the bottom-left corner. If it would cover content there, use \`control="none"\`, render a **StarfieldPauseToggle** where it covers nothing (e.g. in the **Footer**), and share \`isPaused\` and \`onPausedChange\` between the two.
- Do pass a fixed \`config\` (e.g. \`starfieldConfig('high')\`) and \`seed\` in tests and screenshots, so the sky is the same on every machine.
- Do give the content above it enough contrast on its own surfaces: the stars can sit behind any text.

### Don't
- Don't render more than one starfield on a page.
- Don't put anything in the sky that people need: the canvas is hidden from assistive technology and ignores the pointer.
- Don't set \`reducedMotion={false}\` in production; that prop is for stories and tests. By default the component follows the user's \`prefers-reduced-motion\` setting.

### Accessibility
- **Keyboard:** the canvas has no keyboard interaction. The pause control is reached with Tab; Space or Enter pauses and resumes the animation. Focus stays on the control.
- **Roles and names:** the canvas has \`aria-hidden="true"\`. The pause control is a \`button\` named "Pause background animation", with \`aria-pressed="true"\` while paused; its pause/play icon is hidden from screen readers.
- **Announcements:** screen readers say the control's name and pressed state when it is focused or toggled. Nothing else is announced.
- **Motion:** under \`prefers-reduced-motion: reduce\`, the sky is one still frame and the pause control is not rendered (nothing moves, so there is nothing to pause). The animation also stops while the browser tab is hidden, and resumes where it left off.
- **Touch:** the pause control is 44 × 44 px. Floating, it is stacked above the page's content, so the page does not hide it when it has focus.`,
      },
    },
  },
  // A fixed configuration and seed: the same sky on every machine, whatever its device score.
  args: { config: starfieldConfig('high'), seed: 1, onPausedChange: fn() },
} satisfies Meta<typeof Starfield>;
export default meta;
type Story = StoryObj<typeof meta>;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Counts the canvas pixels that hold a star (any alpha). */
const litPixels = (canvas: HTMLCanvasElement) => {
  const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
  let lit = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) lit++;
  return lit;
};

/**
 * Under `prefers-reduced-motion` (as the test runner browses) the sky is one still frame: no loop
 * and, as nothing moves, no pause control. The canvas is decorative.
 */
export const ReducedMotion: Story = {
  play: async ({ canvas, canvasElement }) => {
    const sky = canvasElement.querySelector('canvas')!;
    await expect(sky).toHaveAttribute('aria-hidden', 'true');
    await expect(sky).toHaveAttribute('data-stars', '200');
    await waitFor(() => expect(litPixels(sky)).toBeGreaterThan(200));
    if (reducedMotion()) {
      await expect(sky).toHaveAttribute('data-state', 'static');
      await expect(canvas.queryByRole('button', { name: 'Pause background animation' })).toBeNull();
    } else {
      await expect(sky).toHaveAttribute('data-state', 'running');
    }
  },
};

/** Started paused: the control is pressed and the sky shows its first frame once the page is idle. */
export const Paused: Story = {
  args: { reducedMotion: false, defaultPaused: true },
  play: async ({ canvas, canvasElement }) => {
    const control = canvas.getByRole('button', { name: 'Pause background animation' });
    const sky = canvasElement.querySelector('canvas')!;
    await expect(control).toHaveAttribute('aria-pressed', 'true');
    await expect(sky).toHaveAttribute('data-state', 'paused');
    await waitFor(() => expect(litPixels(sky)).toBeGreaterThan(200));
  },
};

/**
 * The pause control (WCAG 2.2.2) stops and restarts the animation, by mouse or keyboard. The sky
 * moves here, so this story has no screenshot.
 */
export const PauseControl: Story = {
  tags: ['interaction'],
  args: { reducedMotion: false },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const sky = canvasElement.querySelector('canvas')!;
    const control = canvas.getByRole('button', { name: 'Pause background animation' });
    await expect(sky).toHaveAttribute('data-state', 'running');
    await expect(control).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-pressed', 'true');
    await expect(sky).toHaveAttribute('data-state', 'paused');
    await expect(args.onPausedChange).toHaveBeenLastCalledWith(true);
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('aria-pressed', 'false');
    await expect(sky).toHaveAttribute('data-state', 'running');
    await expect(args.onPausedChange).toHaveBeenLastCalledWith(false);
  },
};

const scores: DeviceScore[] = ['low', 'medium', 'high'];

/** The three device scores side by side: 50, 100 and 200 stars; 20, 50 and 100 particles. */
export const DeviceScores: Story = {
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {scores.map((score) => (
        <figure key={score} style={{ margin: 0 }}>
          <div
            style={{ position: 'relative', width: 300, height: 200, border: '1px solid currentColor', borderRadius: 8 }}
          >
            <Starfield {...args} config={starfieldConfig(score)} fill="container" reducedMotion />
          </div>
          <figcaption>{score}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skies = [...canvasElement.querySelectorAll('canvas')];
    await expect(skies.map((sky) => sky.getAttribute('data-stars'))).toEqual(['50', '100', '200']);
    await expect(skies.map((sky) => sky.getAttribute('data-particles'))).toEqual(['20', '50', '100']);
    await expect(skies.map((sky) => sky.getAttribute('data-frame-target'))).toEqual(['30', '60', '60']);
    for (const sky of skies) await expect(sky).toHaveAttribute('data-state', 'static');
    // Each sky draws once the page is idle.
    for (const sky of skies) await waitFor(() => expect(litPixels(sky)).toBeGreaterThan(40));
  },
};
