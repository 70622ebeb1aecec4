import { HttpResponse, http } from 'msw';

/** `GET /api/user` (spec 7): the current user, or 401 for a visitor. */
export const userHandlers = {
  visitor: () => [http.get('*/api/user', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }))],
  signedIn: (user: { id: number; username: string; role: string; subscriptionTier: string }) => [
    http.get('*/api/user', () => HttpResponse.json(user)),
  ],
};
