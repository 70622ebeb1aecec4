import { HttpResponse } from 'msw';
import { emptyHomeSynopsis, homeSynopsis } from '../fixtures';
import { defineScenarios, type EndpointMock } from './scenarios';

const synopsisMocks = {
  homeSynopsis: {
    success: () => HttpResponse.json(homeSynopsis),
    empty: () => HttpResponse.json(emptyHomeSynopsis),
    failures: {
      forbidden: () =>
        HttpResponse.json(
          { message: 'The daily synopsis is part of the Core, Advanced and Elite plans.' },
          { status: 403 },
        ),
    },
  },
} satisfies Record<string, EndpointMock>;

/** `GET /api/user/home-synopsis`. */
export const synopsisHandlers = defineScenarios(synopsisMocks);
