import { expect, it } from 'vitest';
import * as contract from './index';

// The public surface of @app/contract (STYLE.md §10): a change here must be deliberate.
it('exports the same names', () => {
  expect(Object.keys(contract).sort()).toMatchSnapshot();
});
