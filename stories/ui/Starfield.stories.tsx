import { type DeviceScore, Starfield, starfieldConfig } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

const meta = {
  title: 'UI/Chrome/Starfield',
  id: 'ui-starfield',
  component: Starfield,
  parameters: { layout: 'fullscreen' },
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

/** Started paused: the control is pressed and the sky shows its first frame. */
export const Paused: Story = {
  args: { reducedMotion: false, defaultPaused: true },
  play: async ({ canvas, canvasElement }) => {
    const control = canvas.getByRole('button', { name: 'Pause background animation' });
    await expect(control).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('canvas')).toHaveAttribute('data-state', 'paused');
  },
};

/**
 * The pause control (WCAG 2.2.2) stops and restarts the animation, by mouse or keyboard. The sky
 * moves here, so this story has no screenshot.
 */
export const PauseControl: Story = {
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
  },
};
