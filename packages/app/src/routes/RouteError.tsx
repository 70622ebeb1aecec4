import { ErrorScreen } from '@app/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The router's error boundary (spec 8, "Something Went Wrong"). */
export function RouteError({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen />;
}
