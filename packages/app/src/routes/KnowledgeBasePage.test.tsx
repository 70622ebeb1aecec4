import { authHandlers, knowledgeHandlers } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appToasts } from '../app/toasts';
import { setUpMockApi } from '../testing/mockApi';
import { renderApp } from '../testing/renderApp';
import { maxTeachingFileBytes, teachingFileProblem } from './KnowledgeBasePage';

setUpMockApi();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('knowledge base (spec 3, 7, 8)', () => {
  it('shows the stats per domain and the teachings', async () => {
    server.use(...authHandlers.as('admin'));
    renderApp('/knowledge-base');
    const stats = await screen.findByRole('region', { name: 'Teachings per domain' });
    expect(within(stats).getByText('Astrology').nextSibling).toHaveTextContent('3 teachings');
    expect(screen.getByRole('heading', { name: 'The Saturn return' })).toBeInTheDocument();
  });

  it('computes the stats from the teachings when the stats call fails', async () => {
    server.use(...authHandlers.as('teacher'), ...knowledgeHandlers.serverError('stats'));
    renderApp('/teacher-knowledge-base');
    const stats = await screen.findByRole('region', { name: 'Teachings per domain' });
    expect(within(stats).getByText('Psychology').nextSibling).toHaveTextContent('2 teachings');
  });

  it('filters the teachings by domain', async () => {
    const user = userEvent.setup();
    server.use(...authHandlers.as('admin'));
    renderApp('/knowledge-base');
    await screen.findByRole('heading', { name: 'The Saturn return' });
    await user.click(screen.getByRole('radio', { name: 'Esoteric Wisdom' }));
    expect(screen.getByRole('heading', { name: 'As above, so below' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The Saturn return' })).toBeNull();
  });

  it('shows the load error as error state and toast', async () => {
    server.use(...authHandlers.as('admin'), ...knowledgeHandlers.serverError('teachings'));
    renderApp('/knowledge-base');
    const state = await screen.findByText('Failed to load knowledge data. Please try again.', { selector: 'p' });
    expect(state.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await waitFor(() =>
      expect(appToasts.getSnapshot()[0]).toMatchObject({
        title: 'Error',
        description: 'Failed to load knowledge data. Please try again.',
      }),
    );
  });

  it('uploads as multipart and puts the new teaching first', async () => {
    const user = userEvent.setup();
    let sent: FormData | null = null;
    server.use(
      ...authHandlers.as('teacher'),
      http.post('*/api/teachings', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(
          { id: 99, domainId: Number(sent.get('domainId')), title: sent.get('title'), content: sent.get('content') },
          { status: 201 },
        );
      }),
    );
    renderApp('/teacher-upload-teachings');
    await user.type(await screen.findByLabelText('Title'), 'The Moon in Cancer');
    await user.click(screen.getByRole('radio', { name: 'Astrology' }));
    await user.type(screen.getByLabelText(/Teaching text/), 'The Moon is at home in Cancer.');
    await user.click(screen.getByRole('button', { name: 'Upload Teaching' }));
    expect(await screen.findByText('"The Moon in Cancer" was added to the knowledge base.')).toBeInTheDocument();
    const sentForm = sent as FormData | null;
    expect(sentForm?.get('title')).toBe('The Moon in Cancer');
    expect(sentForm?.get('domainId')).toBe('2');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles[0]).toBe('The Moon in Cancer');
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('keeps what was typed when the upload fails, with the error state and toast', async () => {
    const user = userEvent.setup();
    server.use(...authHandlers.as('admin'), ...knowledgeHandlers.serverError('createTeaching'));
    renderApp('/upload-teachings');
    await user.type(await screen.findByLabelText('Title'), 'Draft');
    await user.click(screen.getByRole('radio', { name: 'Psychology' }));
    await user.type(screen.getByLabelText(/Teaching text/), 'Words worth keeping');
    await user.click(screen.getByRole('button', { name: 'Upload Teaching' }));
    expect(await screen.findByText('Failed to upload teaching', { selector: 'p' })).toBeInTheDocument();
    expect(appToasts.getSnapshot()[0]).toMatchObject({ title: 'Error', description: 'Failed to upload teaching' });
    expect(screen.getByLabelText('Title')).toHaveValue('Draft');
    expect(screen.getByLabelText(/Teaching text/)).toHaveValue('Words worth keeping');
  });

  it('accepts only .txt or .md files up to 1 MB', () => {
    expect(teachingFileProblem({ name: 'notes.md', size: 10 })).toBeNull();
    expect(teachingFileProblem({ name: 'NOTES.TXT', size: maxTeachingFileBytes })).toBeNull();
    expect(teachingFileProblem({ name: 'big.txt', size: maxTeachingFileBytes + 1 })).toBe(
      'The file is larger than 1 MB.',
    );
    expect(teachingFileProblem({ name: 'slides.pdf', size: 10 })).toBe('Choose a .txt or .md file.');
  });
});
