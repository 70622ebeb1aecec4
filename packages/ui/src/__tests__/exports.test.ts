// @vitest-environment node
import { expect, it } from 'vitest';
import * as ui from '../index';

// The public API of @app/ui: a change here is a change for every consumer, so it must be deliberate.
it('exports exactly the public API', () => {
  expect(Object.keys(ui).sort()).toMatchSnapshot();
});
