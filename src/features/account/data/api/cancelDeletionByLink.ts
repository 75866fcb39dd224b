import { cancelDeletionRequest } from './accountDataApi';

/** Cancels a scheduled deletion by the token of the mailed link. */
export const cancelDeletionByLink = (token: string): Promise<void> => cancelDeletionRequest({ token });
