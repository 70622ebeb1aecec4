import { HttpResponse } from 'msw';
import { domains, stats, teachings } from '../fixtures';
import { defineScenarios, type EndpointMock } from './scenarios';

const knowledgeMocks = {
  domains: { success: () => HttpResponse.json(domains), empty: () => HttpResponse.json([]) },
  teachings: { success: () => HttpResponse.json(teachings), empty: () => HttpResponse.json([]) },
  stats: { success: () => HttpResponse.json(stats), empty: () => HttpResponse.json([]) },
  createTeaching: {
    success: async ({ request }) => {
      const isForm = request.headers.get('Content-Type')?.startsWith('multipart/form-data');
      const body = isForm
        ? Object.fromEntries((await request.formData()).entries())
        : ((await request.json().catch(() => ({}))) as Record<string, unknown>);
      const title = typeof body.title === 'string' && body.title !== '' ? body.title : 'New teaching';
      const content = typeof body.content === 'string' ? body.content : '';
      return HttpResponse.json({ id: 99, domainId: Number(body.domainId) || 1, title, content }, { status: 201 });
    },
  },
} satisfies Record<string, EndpointMock>;

/**
 * `GET /api/domains`, `GET /api/teachings`, `GET /api/stats`, `POST /api/teachings`. E.g.
 * `knowledgeHandlers.serverError('stats')` shows the client computing the stats itself.
 */
export const knowledgeHandlers = defineScenarios(knowledgeMocks);
