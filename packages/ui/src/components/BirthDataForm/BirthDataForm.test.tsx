import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CityOption } from '../SkyCommon/birthData';
import { type BirthDataDraft, BirthDataForm, type BirthDataFormProps } from './BirthDataForm';

const cities: CityOption[] = [
  { name: 'London', country: 'United Kingdom', latitude: 51.5074, longitude: -0.1278, timeZone: 'Europe/London' },
  { name: 'Lisbon', country: 'Portugal', latitude: 38.7223, longitude: -9.1393, timeZone: 'Europe/Lisbon' },
  { name: 'Paris', country: 'France', latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris' },
];

/** The form with the caller's part played: each successful save moves to the next step. */
function Harness(props: Partial<BirthDataFormProps> & { save?: (step: number, draft: BirthDataDraft) => unknown }) {
  const [step, setStep] = useState(props.step ?? 0);
  return (
    <BirthDataForm
      cities={cities}
      today="2026-03-14"
      {...props}
      step={step}
      onBack={setStep}
      onSubmitStep={async (index, draft) => {
        await props.save?.(index, draft);
        setStep(index + 1);
      }}
    />
  );
}

// Typing and RAC's press handling are slow on a loaded machine: allow more than the default 5 s.
describe('BirthDataForm', { timeout: 20_000 }, () => {
  it('walks through every step, saving each, with the step indicator following', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    render(<Harness save={save} />);
    const nav = screen.getByRole('navigation', { name: 'Onboarding steps' });
    expect(within(nav).getByText('Step 1 of 5')).toBeInTheDocument();
    expect(within(nav).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(save).toHaveBeenLastCalledWith(0, expect.objectContaining({ displayName: 'Ana' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Birth date' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Birth date' }), '1990-5-4');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(save).toHaveBeenLastCalledWith(1, expect.objectContaining({ birthDate: '1990-05-04' }));

    await user.type(screen.getByRole('textbox', { name: 'Birth time (optional)' }), '9:05');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(save).toHaveBeenLastCalledWith(2, expect.objectContaining({ birthTime: '09:05' }));

    await user.type(screen.getByRole('combobox', { name: 'Birth place' }), 'Lis');
    await user.click(await screen.findByRole('option', { name: /Lisbon, Portugal/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(save).toHaveBeenLastCalledWith(3, expect.objectContaining({ birthPlace: cities[1] }));

    expect(within(nav).getByText('Step 5 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Astrology' }));
    await user.click(screen.getByRole('checkbox', { name: 'Psychology' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(save).toHaveBeenLastCalledWith(
      4,
      expect.objectContaining({ displayName: 'Ana', interests: ['Astrology', 'Psychology'] }),
    );
  }, 20_000);

  it('rejects an impossible date with a clear message, keeping what was typed', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    render(<Harness step={1} save={save} />);
    const field = screen.getByRole('textbox', { name: 'Birth date' });
    await user.type(field, '1990-02-30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(save).not.toHaveBeenCalled();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('That date does not exist. Check the day and the month.'),
    );
    expect(field).toHaveValue('1990-02-30');
    expect(field).toHaveFocus();
  });

  it('accepts an empty birth time (it is optional) but not a malformed one', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    render(<Harness step={2} save={save} />);
    await user.type(screen.getByRole('textbox', { name: 'Birth time (optional)' }), '25:00');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText(/Enter the time as hours:minutes/)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Birth time (optional)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(save).toHaveBeenCalledWith(2, expect.objectContaining({ birthTime: '' }));
  });

  it('keeps everything when saving fails, and says so', async () => {
    const user = userEvent.setup();
    const save = vi.fn().mockRejectedValueOnce(new Error('500'));
    render(<Harness step={0} save={save} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answers could not be saved. Nothing you typed is lost; please try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Birth date' })).toBeInTheDocument();
  });

  it('resumes at a given step with the saved answers, goes back, and can be skipped', async () => {
    const user = userEvent.setup();
    const onSkip = vi.fn();
    render(<Harness step={3} defaultValue={{ birthDate: '1990-05-04', birthPlace: cities[2] }} onSkip={onSkip} />);
    expect(screen.getByRole('combobox', { name: 'Birth place' })).toHaveValue('Paris, France');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Birth time' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Birth date' })).toHaveValue('1990-05-04');
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(onSkip).toHaveBeenCalledOnce();
  });

  it('shows each city with its time zone, and an emptied birth place saves as none', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    render(<Harness step={3} defaultValue={{ birthPlace: cities[2] }} save={save} />);
    const field = screen.getByRole('combobox', { name: 'Birth place' });
    expect(screen.getByRole('button', { name: /^Show options/ })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'lis');
    const option = await screen.findByRole('option', { name: 'Lisbon, Portugal Europe/Lisbon' });
    expect(within(option).getByText('Europe/Lisbon')).toBeVisible();
    await user.keyboard('{Escape}');
    await user.clear(field);
    await user.tab();
    expect(field).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(save).toHaveBeenCalledWith(3, expect.objectContaining({ birthPlace: null }));
  });

  it('finds a city whatever the case and accents typed', async () => {
    const user = userEvent.setup();
    const withAccents: CityOption[] = [
      ...cities,
      { name: 'São Paulo', country: 'Brazil', latitude: -23.55, longitude: -46.63, timeZone: 'America/Sao_Paulo' },
    ];
    render(<Harness step={3} cities={withAccents} />);
    await user.type(screen.getByRole('combobox', { name: 'Birth place' }), 'SAO');
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    expect(within(list).getByRole('option', { name: 'São Paulo, Brazil America/Sao_Paulo' })).toBeInTheDocument();
  });
});
