/**
 * The platform a site is built on, from its generator meta and the asset URLs in its markup:
 * a Shopify store sells, a Discourse forum hosts discussion, a Docusaurus site documents. Pure.
 */
import { attr, findAll, metaByName, metaValue } from '@citable/html';
import type { SitePage } from './site-page.js';

export type PlatformKind = 'shop' | 'blog' | 'cms' | 'docs' | 'forum' | 'wiki' | 'site_builder';

/** [platform, kind, what gives it away in a generator meta or an asset URL]. */
export const PLATFORMS: ReadonlyArray<[string, PlatformKind, RegExp]> = [
  ['Shopify', 'shop', /shopify|cdn\.shopify\.com/i],
  ['WooCommerce', 'shop', /woocommerce/i],
  // Not a bare "mage/": every "image/" path has one.
  ['Magento', 'shop', /magento|(?<![a-z])mage\/|static\/version\d+\/frontend/i],
  ['BigCommerce', 'shop', /bigcommerce/i],
  ['PrestaShop', 'shop', /prestashop/i],
  ['Ghost', 'blog', /\bghost\b|ghost\.io/i],
  ['Blogger', 'blog', /\bblogger\b|blogspot\.com/i],
  ['Tumblr', 'blog', /tumblr/i],
  ['Medium', 'blog', /medium\.com|cdn-static-1\.medium\.com|miro\.medium\.com/i],
  ['Jekyll', 'blog', /jekyll/i],
  ['Hugo', 'blog', /\bhugo\b/i],
  ['Docusaurus', 'docs', /docusaurus/i],
  ['MkDocs', 'docs', /mkdocs/i],
  // Every Sphinx build ships its own scripts, whatever its theme: "_static/doctools.js", "_static/documentation_options.js".
  ['Sphinx', 'docs', /sphinx|readthedocs|_static\/(?:doctools|documentation_options)\.js/i],
  ['GitBook', 'docs', /gitbook/i],
  ['VitePress', 'docs', /vitepress/i],
  // Documentation generators: what they build is a manual or an API reference.
  ['Doxygen', 'docs', /doxygen/i],
  ['Javadoc', 'docs', /javadoc/i],
  ['TypeDoc', 'docs', /typedoc/i],
  ['rustdoc', 'docs', /rustdoc/i],
  ['Texinfo', 'docs', /makeinfo|texi2any|texi2html/i],
  ['DocBook', 'docs', /docbook/i],
  ['Asciidoctor', 'docs', /asciidoctor|asciidoc/i],
  ['Antora', 'docs', /antora/i],
  // Haskell packages' references (Hackage's pages): "haddock-bundle.min.js".
  ['Haddock', 'docs', /haddock/i],
  ['Discourse', 'forum', /discourse/i],
  ['phpBB', 'forum', /phpbb/i],
  ['vBulletin', 'forum', /vbulletin/i],
  ['XenForo', 'forum', /xenforo/i],
  ['Flarum', 'forum', /flarum/i],
  ['MediaWiki', 'wiki', /mediawiki|\/w\/load\.php/i],
  ['WordPress', 'cms', /wordpress|wp-content|wp-includes/i],
  ['Drupal', 'cms', /drupal/i],
  ['Joomla', 'cms', /joomla/i],
  ['Wix', 'site_builder', /wix\.com|wixstatic/i],
  ['Squarespace', 'site_builder', /squarespace/i],
  ['Webflow', 'site_builder', /webflow/i],
];

/** Asset URLs looked at per page: scripts and stylesheets name their platform early. */
const ASSETS_SCANNED = 60;

export interface Platform {
  name: string;
  kind: PlatformKind;
}

export function detectPlatform(pages: readonly SitePage[]): Platform | null {
  for (const page of pages) {
    const generator = metaValue(metaByName(page.doc, 'generator')) ?? '';
    const assets = [...findAll(page.doc, 'script').map((s) => attr(s, 'src')), ...findAll(page.doc, 'link').map((l) => attr(l, 'href'))]
      .filter((u): u is string => Boolean(u))
      .slice(0, ASSETS_SCANNED)
      .join(' ');
    for (const [name, kind, pattern] of PLATFORMS) {
      if (pattern.test(generator)) return { name, kind };
    }
    for (const [name, kind, pattern] of PLATFORMS) {
      if (pattern.test(assets)) return { name, kind };
    }
  }
  return null;
}
