import { describe, expect, it } from 'vitest';
import {
  canSubmitPasswordChange,
  isMfaCode,
  profileStrength,
  registerStrength,
  validateNewPassword,
  validateRegisterPasswords,
} from './password.js';
import { plural, successRate } from './constants.js';

describe('register strength (20 points per rule)', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 20, 'Weak'],
    ['abcD', 40, 'Fair'],
    ['abcD1', 60, 'Good'],
    ['abcD1!', 80, 'Strong'],
    ['abcdEF12!x', 100, 'Strong'],
    ['abcdefgh', 40, 'Fair'],
  ])('%j scores %i (%s)', (pw, score, label) => {
    expect(registerStrength(pw)).toEqual({ score, label });
  });
});

describe('profile strength', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['aaa', 15, 'Very Weak'],
    ['ab', 20, 'Weak'], // lowercase 15 + no triple 5
    ['abcdefgh', 40, 'Fair'], // 20 + 15 + 5
    ['abcdefgH', 55, 'Fair'], // 20 + 15 + 15 + 5
    ['abcdefg1', 60, 'Strong'], // 20 + 15 + 15 + 5 + 5
    ['abcdefghijklmno1', 80, 'Very Strong'], // 40 + 15 + 15 + 5 + 5: the lowest Very Strong
    ['abcdefghijk1', 70, 'Strong'], // 30 + 15 + 15 + 5 + 5
    ['Abcdefg1!', 90, 'Very Strong'],
    ['Abcdefg1!xyz', 100, 'Very Strong'],
    ['Abcdefg1!xyzwvut', 110, 'Very Strong'],
    ['12345678', 40, 'Fair'], // 20 + 15 + 5, all digits: no mixed bonus
    ['aaaBBB11!!!!', 95, 'Very Strong'], // 30+60+5 mixed, triple repeat loses its 5
  ])('%j scores %i (%s)', (pw, score, label) => {
    expect(profileStrength(pw)).toEqual({ score, label });
  });
});

describe('validation messages', () => {
  it('register', () => {
    expect(validateRegisterPasswords('short', 'short')).toBe(
      'Password must be at least 8 characters long',
    );
    expect(validateRegisterPasswords('longenough', 'different')).toBe('Passwords do not match');
    expect(validateRegisterPasswords('longenough', 'longenough')).toBeNull();
  });
  it('profile', () => {
    expect(validateNewPassword('abcdefgh', 'abcdefgi')).toBe('New passwords do not match');
    expect(validateNewPassword('abc', 'abc')).toBe('Password must be at least 8 characters long');
    expect(canSubmitPasswordChange('old', 'abcdefgh', 'abcdefgh')).toBe(true);
    expect(canSubmitPasswordChange('', 'abcdefgh', 'abcdefgh')).toBe(false);
    expect(canSubmitPasswordChange('old', 'aaa', 'aaa')).toBe(false);
  });
  it('mfa code', () => {
    expect(isMfaCode('123456')).toBe(true);
    expect(isMfaCode('12345')).toBe(false);
    expect(isMfaCode('12345a')).toBe(false);
  });
});

describe('constants helpers', () => {
  it('plural: the singular for exactly one, else the plural, with grouped digits', () => {
    expect(plural(1, 'project')).toBe('1 project');
    expect(plural(0, 'project')).toBe('0 projects');
    expect(plural(2, 'file')).toBe('2 files');
    expect(plural(1, 'category', 'categories')).toBe('1 category');
    expect(plural(3, 'category', 'categories')).toBe('3 categories');
    expect(plural(12345, 'finding')).toBe('12,345 findings');
  });
  it('success rate', () => {
    expect(successRate(0, 0)).toBe(0);
    expect(successRate(2, 3)).toBe(67);
  });
});
