import { VerifyingAccess } from '@app/ui';

/** While a guarded route reads the user or the status (spec 2): "Verifying access...". */
export function RouteVerifying() {
  return <VerifyingAccess />;
}
