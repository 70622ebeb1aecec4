import { authHandlers } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

const meta = {
  title: 'App/Auth',
  decorators: [withAppRouter],
  parameters: { layout: 'fullscreen', appRouter: { path: '/auth' } satisfies AppRouterParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** `/auth` for a visitor: the log-in tab, reachable from the keyboard. */
export const LogIn: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Log In', level: 1 }, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(canvas.getByRole('tabpanel', { name: 'Log In' }));
    await userEvent.click(panel.getByLabelText('Username or e-mail'));
    await userEvent.keyboard('core');
    await userEvent.tab();
    await expect(panel.getByLabelText('Password')).toHaveFocus();
  },
};

/** `/register`: the same screen on the sign-up tab. */
export const SignUp: Story = {
  parameters: { appRouter: { path: '/register' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign Up', level: 1 }, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(canvas.getByRole('tabpanel', { name: 'Sign Up' }));
    await expect(panel.getByLabelText('E-mail')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  },
};

/** Empty fields are named before anything is sent. */
export const RequiredFields: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Log In', level: 1 }, pageLoad);
    const panel = within(canvas.getByRole('tabpanel', { name: 'Log In' }));
    await userEvent.click(panel.getByRole('button', { name: 'Log In' }));
    await expect(await panel.findByText('Enter your username or e-mail.', undefined, pageLoad)).toBeVisible();
    await expect(panel.getByText('Enter your password.')).toBeVisible();
  },
};

/** Spec 8: "Login Failed" with the server's message; what was typed stays. */
export const LoginFailed: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { auth: authHandlers.loginFails('Invalid username or password') } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Log In', level: 1 }, pageLoad);
    const panel = within(canvas.getByRole('tabpanel', { name: 'Log In' }));
    await userEvent.type(panel.getByLabelText('Username or e-mail'), 'core');
    await userEvent.type(panel.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(panel.getByRole('button', { name: 'Log In' }));
    const toast = await body(canvasElement).findByRole('alertdialog', { name: 'Login Failed' }, pageLoad);
    await expect(toast).toHaveTextContent('Invalid username or password');
    await expect(panel.getByLabelText('Username or e-mail')).toHaveValue('core');
  },
};

/** Spec 5, 8: field errors show inline, and then no toast. */
export const RegistrationFieldErrors: Story = {
  tags: ['interaction'],
  parameters: {
    appRouter: { path: '/register' },
    msw: {
      handlers: { auth: authHandlers.registrationFails([{ field: 'username', message: 'That username is taken' }]) },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Sign Up', level: 1 }, pageLoad);
    const panel = within(canvas.getByRole('tabpanel', { name: 'Sign Up' }));
    await userEvent.type(panel.getByLabelText('Username'), 'luna');
    await userEvent.type(panel.getByLabelText('E-mail'), 'luna@example.com');
    await userEvent.type(panel.getByLabelText('Password'), 'a-long-secret');
    await userEvent.click(panel.getByRole('button', { name: 'Create Account' }));
    await expect(await panel.findByText('That username is taken', undefined, pageLoad)).toBeVisible();
    await expect(panel.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** Spec 8: with no field errors, the "Registration Failed" toast carries the message. */
export const RegistrationFailed: Story = {
  tags: ['interaction'],
  parameters: {
    appRouter: { path: '/register' },
    msw: { handlers: { auth: authHandlers.registrationFails([], 'Registration is closed today') } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Sign Up', level: 1 }, pageLoad);
    const panel = within(canvas.getByRole('tabpanel', { name: 'Sign Up' }));
    await userEvent.type(panel.getByLabelText('Username'), 'luna');
    await userEvent.type(panel.getByLabelText('E-mail'), 'luna@example.com');
    await userEvent.type(panel.getByLabelText('Password'), 'a-long-secret');
    await userEvent.click(panel.getByRole('button', { name: 'Create Account' }));
    const toast = await body(canvasElement).findByRole('alertdialog', { name: 'Registration Failed' }, pageLoad);
    await waitFor(() => expect(toast).toHaveTextContent('Registration is closed today'));
    await expect(panel.getByLabelText('Username')).toHaveValue('luna');
  },
};
