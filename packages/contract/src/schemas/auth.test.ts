// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isEmailAddress, RegisterInputSchema } from './auth';

describe('isEmailAddress: the sign-up form checks e-mail as registration does', () => {
  it.each(['name@example.com', '  name@example.com  ', 'first.last+tag@mail.example.org'])('accepts %j', (text) => {
    expect(isEmailAddress(text)).toBe(true);
    expect(v.safeParse(RegisterInputSchema, { username: 'u', email: text, password: 'p' }).success).toBe(true);
  });

  it.each(['', 'name', 'name@', '@example.com', 'name@example', 'na me@example.com', 'name@@example.com'])(
    'refuses %j',
    (text) => {
      expect(isEmailAddress(text)).toBe(false);
      expect(v.safeParse(RegisterInputSchema, { username: 'u', email: text, password: 'p' }).success).toBe(false);
    },
  );
});
