import { expect } from 'vitest';

/** A response's JSON body, once its status is the one expected (the body is the failure's message). */
export async function jsonReply<T>(response: Response, status: number): Promise<T> {
  const body = await response.text();
  expect(response.status, body).toBe(status);
  return JSON.parse(body) as T;
}
