import { describe, expect, it } from 'vitest';

import { authErrorContent, callbackProgressText, safeRedirect } from '../auth-messages';

describe('authErrorContent', () => {
  it.each([
    ['expired_or_invalid', 'Sign-in link expired'],
    ['missing', 'Missing sign-in link'],
    ['unauthorized', 'Access denied'],
    ['internal_error', 'Something went wrong'],
    ['invalid', 'Sign-in link issue'],
    [null, 'Sign-in link issue'],
  ])('%s -> %s', (reason, title) => {
    expect(authErrorContent(reason).title).toBe(title);
  });

  it('explains expiry, other owners, and other reasons with underscores as spaces', () => {
    expect(authErrorContent('expired_or_invalid').message).toContain('single-use and expire after 20 minutes');
    expect(authErrorContent('unauthorized').message).toContain('may belong to another user');
    expect(authErrorContent('token_already_used').message).toContain('(token already used)');
    expect(authErrorContent('invalid').message).toContain('(invalid)');
  });
});

describe('callbackProgressText', () => {
  it('says an audit is starting when the redirect goes to the starter', () => {
    expect(callbackProgressText('/audits/new?root_url=https%3A%2F%2Fa.co')).toEqual({
      title: 'Starting Your Audit',
      message: 'Setting up your audit...',
    });
    expect(callbackProgressText('/audits')).toEqual({ title: 'Signing you in', message: 'Please wait while we verify your link.' });
    expect(callbackProgressText(undefined).title).toBe('Signing you in');
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths and refuses other origins', () => {
    expect(safeRedirect('/audits/new?x=1', '/audits')).toBe('/audits/new?x=1');
    expect(safeRedirect('//evil.example/x', '/audits')).toBe('/audits');
    expect(safeRedirect('https://evil.example/x', '/audits')).toBe('/audits');
    expect(safeRedirect(undefined, '/audits')).toBe('/audits');
  });
});
