import { stripScheme } from '@/utils/url';

/** "example.com" from whatever was typed into a host field: a URL, a host with a path, spaces around it. */
export const hostFromInput = (typed: string): string => stripScheme(typed).split(/[/?#]/, 1)[0]!.trim().toLowerCase();
