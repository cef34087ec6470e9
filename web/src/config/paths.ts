/**
 * Every route of the app (product spec section 2, plus /bot). `path` is the react-router-dom pattern;
 * `getHref` builds a concrete URL. Links and navigations use `getHref`, never hand-written strings,
 * so a route can move in one place.
 *
 * ```ts
 * <Link to={paths.audits.detail.getHref(audit.id, { tab: 'pages' })}>View Details</Link>
 * ```
 */

/** Tabs of the Audit Details screen, synced to the `tab` query parameter. */
export const AUDIT_TABS = ['overview', 'pages', 'citations', 'actions', 'diagnostics'] as const;
export type AuditTab = (typeof AUDIT_TABS)[number];

/** Query parameters read by the new-audit starter screen (/audits/new). */
export type NewAuditParams = {
  project_id?: string;
  root_url: string;
  site_description?: string;
  max_pages?: number;
};

const seg = (value: string | number): string => encodeURIComponent(String(value));

/** `?a=1&b=2` from the defined entries, or '' when there are none. */
function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const hash = (anchor: string | undefined): string => (anchor ? `#${encodeURIComponent(anchor)}` : '');

export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },

  audits: {
    list: {
      path: '/audits',
      getHref: () => '/audits',
    },
    new: {
      path: '/audits/new',
      getHref: (params?: NewAuditParams) => `/audits/new${params ? query(params) : ''}`,
    },
    detail: {
      path: '/audits/:id',
      getHref: (id: string | number, opts?: { tab?: AuditTab }) => `/audits/${seg(id)}${query({ tab: opts?.tab })}`,
    },
    report: {
      path: '/audits/:id/report',
      getHref: (id: string | number) => `/audits/${seg(id)}/report`,
    },
    category: {
      path: '/audits/:id/category/:category',
      /** `category` is the slug, e.g. `content-clarity` (see `categorySlug`). */
      getHref: (id: string | number, category: string) => `/audits/${seg(id)}/category/${seg(category)}`,
    },
    page: {
      path: '/audits/:id/pages/:pageId',
      getHref: (id: string | number, pageId: string | number) => `/audits/${seg(id)}/pages/${seg(pageId)}`,
    },
  },

  /** A monitored site over its runs (issue 24). */
  monitors: {
    trends: {
      path: '/monitors/:id/trends',
      getHref: (id: string) => `/monitors/${seg(id)}/trends`,
    },
  },

  /** Shared audits, readable without an account. Rendered without navigation and footer. */
  public: {
    audit: {
      path: '/public/:id',
      getHref: (id: string | number) => `/public/${seg(id)}`,
    },
  },

  scoreGuide: {
    root: {
      path: '/score-guide',
      /** `anchor` jumps to a section: a category slug, `methodology` or `citations`. */
      getHref: (anchor?: string) => `/score-guide${hash(anchor)}`,
    },
    criterion: {
      path: '/score-guide/:criterionId',
      getHref: (criterionId: string) => `/score-guide/${seg(criterionId)}`,
    },
  },

  admin: {
    root: {
      path: '/admin',
      getHref: () => '/admin',
    },
    classifierCompare: {
      path: '/admin/classifier-compare',
      getHref: () => '/admin/classifier-compare',
    },
    health: {
      path: '/admin/health',
      getHref: () => '/admin/health',
    },
    promptsCompare: {
      path: '/admin/prompts-compare',
      getHref: () => '/admin/prompts-compare',
    },
    users: {
      path: '/admin/users',
      getHref: () => '/admin/users',
    },
  },

  auth: {
    checkEmail: {
      path: '/auth/check-email',
      getHref: (email?: string) => `/auth/check-email${query({ email })}`,
    },
    callback: {
      path: '/auth/callback',
      getHref: (token?: string) => `/auth/callback${query({ token })}`,
    },
    error: {
      path: '/auth/error',
      /** `detail` says which of a reason's cases it was (expired_or_invalid: expired, used or unknown). */
      getHref: (reason?: string, detail?: string) => `/auth/error${query({ reason, detail })}`,
    },
  },

  terms: {
    path: '/terms',
    getHref: () => '/terms',
  },
  privacy: {
    path: '/privacy',
    getHref: () => '/privacy',
  },
  /** What Citable's crawler is and how to control it (linked from the footer as "Bot info"). */
  bot: {
    path: '/bot',
    getHref: () => '/bot',
  },
} as const;

export { categorySlug } from '@citable/contracts/vocab';
