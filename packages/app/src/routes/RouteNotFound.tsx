import { NotFound } from '@app/ui';

/** Any other path (spec 2): the "404 Page Not Found" card. */
export function RouteNotFound() {
  return <NotFound />;
}
