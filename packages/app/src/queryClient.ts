import { createQueryClient } from '@app/contract';

/** The shell's one QueryClient, with the contract's defaults and retry rules (spec 7, 9). */
export const queryClient = createQueryClient();
