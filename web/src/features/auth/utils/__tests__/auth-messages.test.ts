import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import { authErrorContent, callbackProgressText, safeRedirect, verifyFailure } from '../auth-messages';

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

  it('says whether an expired_or_invalid link expired or was used, under the spec title', () => {
    const expired = authErrorContent('expired_or_invalid', 'expired');
    expect(expired.title).toBe('Sign-in link expired');
    expect(expired.message).toMatch(/^This link is more than 20 minutes old\. Sign-in links are single-use/);
    const used = authErrorContent('expired_or_invalid', 'used');
    expect(used.title).toBe('Sign-in link expired');
    expect(used.message).toMatch(/^This link has already been used/);
    for (const detail of ['unknown', null, undefined, 'whatever']) {
      expect(authErrorContent('expired_or_invalid', detail).message).toBe('Sign-in links are single-use and expire after 20 minutes. Request a new link to continue.');
    }
  });

  it('shows a network failure (reason error) as an "other" reason that says nobody answered', () => {
    const content = authErrorContent('error');
    expect(content.title).toBe('Sign-in link issue');
    expect(content.message).toContain('(error)');
    expect(content.message).toContain('did not answer');
  });
});

describe('verifyFailure', () => {
  it("carries the server's reason, and its detail, to the error page", () => {
    expect(verifyFailure({ answer: { reason: 'expired_or_invalid', detail: 'used' } })).toEqual({ reason: 'expired_or_invalid', detail: 'used' });
    expect(verifyFailure({ answer: { reason: 'expired_or_invalid', detail: 'expired' } })).toEqual({ reason: 'expired_or_invalid', detail: 'expired' });
    expect(verifyFailure({ answer: { reason: 'unauthorized' } })).toEqual({ reason: 'unauthorized' });
    expect(verifyFailure({ answer: { reason: 'internal_error' } })).toEqual({ reason: 'internal_error' });
  });

  it('falls back to invalid for a refusal without a reason (spec 4)', () => {
    expect(verifyFailure({ answer: {} })).toEqual({ reason: 'invalid' });
    expect(verifyFailure({ answer: null })).toEqual({ reason: 'invalid' });
  });

  it('maps refused requests by status, and no response at all to error', () => {
    expect(verifyFailure({ error: new ApiError(403) })).toEqual({ reason: 'unauthorized' });
    expect(verifyFailure({ error: new ApiError(401) })).toEqual({ reason: 'unauthorized' });
    expect(verifyFailure({ error: new ApiError(500) })).toEqual({ reason: 'internal_error' });
    expect(verifyFailure({ error: new ApiError(503) })).toEqual({ reason: 'internal_error' });
    expect(verifyFailure({ error: new ApiError(400) })).toEqual({ reason: 'invalid' });
    expect(verifyFailure({ error: new TypeError('Failed to fetch') })).toEqual({ reason: 'error' });
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
