/** Login walls: password fields, sign-in links, a home page that is a sign-in form. Pure. */
import { attr, countWords, extractLinkDetails, findAll, visibleText } from '@citable/html';
import type { SitePage } from './site-page.js';

export interface LoginMarkers {
  passwordFields: number;
  signInLinks: number;
  /** Links that start an account or a trial (sign up, get started, start free trial, request a demo). */
  signUpLinks: number;
  /** The home page is a sign-in page: the site shows nothing before one signs in. */
  wall: boolean;
}

const SIGN_IN = /\b(sign ?in|log ?in|login|my account|member login)\b/i;
/**
 * Not "Register" (a newspaper, a forum or a conference asks it as much as a software does) nor a
 * sign-up for a newsletter or e-mail updates (every publisher has one).
 */
const SIGN_UP = /\b(sign ?up(?!\s+(?:for|to)\b[^.]{0,40}\b(?:newsletters?|e-?mails?|updates|alerts|digest)\b)|create (an |your )?account|get started|start (your )?free( trial)?|try (it )?(for )?free|free trial|request (a )?demo|book (a )?demo|get (a )?demo)\b/i;
const SIGN_IN_PATH = /\/(login|log-in|signin|sign-in|sign_in|auth|account\/login|users\/sign_in)(\/|$|\?)/i;
/** A sign-in page has a form and little else to read. */
const WALL_MAX_WORDS = 150;

export function loginMarkers(pages: readonly SitePage[]): LoginMarkers {
  let passwordFields = 0;
  let signInLinks = 0;
  let signUpLinks = 0;
  for (const page of pages) {
    passwordFields += findAll(page.doc, 'input').filter((i) => attr(i, 'type')?.toLowerCase() === 'password').length;
    for (const link of extractLinkDetails(page.doc)) {
      if (SIGN_IN.test(link.text) || SIGN_IN_PATH.test(new URL(link.url).pathname)) signInLinks++;
      if (SIGN_UP.test(link.text)) signUpLinks++;
    }
  }
  const home = pages[0];
  const homeHasPassword = home ? findAll(home.doc, 'input').some((i) => attr(i, 'type')?.toLowerCase() === 'password') : false;
  const homeIsSignIn = home ? SIGN_IN_PATH.test(new URL(home.url).pathname) : false;
  const homeWords = home ? countWords(visibleText(home.doc)) : 0;
  return { passwordFields, signInLinks, signUpLinks, wall: homeIsSignIn || (homeHasPassword && homeWords <= WALL_MAX_WORDS) };
}
