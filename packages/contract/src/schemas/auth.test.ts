import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isAcceptablePassword, isEmailAddress, RegisterInputSchema } from './auth';

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

describe('isAcceptablePassword: 8 to 128 characters, as the server checks', () => {
  it.each([
    ['', false],
    ['x'.repeat(7), false],
    ['x'.repeat(8), true],
    ['x'.repeat(128), true],
    ['x'.repeat(129), false],
  ])('%j is %s', (password, acceptable) => {
    expect(isAcceptablePassword(password)).toBe(acceptable);
  });
});
