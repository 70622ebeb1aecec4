import { expect, it } from 'vitest';
import * as mocks from './index';

// The public surface of @app/mocks: a change here must be deliberate.
it('exports the same names', () => {
  expect(Object.keys(mocks).sort()).toMatchSnapshot();
  expect(Object.keys(mocks.fixtures).sort()).toMatchSnapshot();
});
