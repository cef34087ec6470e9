/**
 * parse5's default tree adapter (plain objects: the fastest of parse5's trees for our reads, see
 * README), changed in the two ways that make a page's tree what a reader and our checks see:
 * - comments are left out: no check reads them, and a tree without them is smaller to walk;
 * - no element sits deeper than MAX_DEPTH: deeper ones become siblings at that depth, as in
 *   Chromium's parser. Without a cap, 5 MB of nested <div>s (the crawler's page size cap) make a
 *   tree a million levels deep, and every walk up from an element to its ancestors costs as much.
 */
import { defaultTreeAdapter, type DefaultTreeAdapterMap, type DefaultTreeAdapterTypes as P5, type TreeAdapter } from 'parse5';

/** The deepest an element can sit (html is 1). Chromium's parser caps the tree at 512 levels too. */
export const MAX_DEPTH = 512;

/** How deep a node sits, counted up to MAX_DEPTH. */
function depthOf(node: P5.ParentNode): number {
  let depth = 0;
  // A template's contents hang off a fragment with no parent: they count from the fragment.
  for (let n: P5.ParentNode | null | undefined = node; n && n.nodeName !== '#document' && depth < MAX_DEPTH; n = (n as P5.Element).parentNode) depth++;
  return depth;
}

/** A tree adapter for one parse: it remembers the depth of the element it attached last. */
export function cappedTreeAdapter(): TreeAdapter<DefaultTreeAdapterMap> {
  // parse5 attaches most elements to the one attached just before (nesting) or to its parent
  // (siblings), so knowing that one's depth spares walking up to the root for each element.
  let last: P5.Element | null = null;
  let lastDepth = 0;
  const parentDepth = (parent: P5.ParentNode): number => {
    if (last !== null) {
      if (parent === last) return lastDepth;
      if (parent === last.parentNode) return lastDepth - 1;
    }
    return depthOf(parent);
  };
  return {
    ...defaultTreeAdapter,
    appendChild(parentNode, newNode) {
      if (newNode.nodeName === '#comment') return;
      if (!('tagName' in newNode)) return defaultTreeAdapter.appendChild(parentNode, newNode);
      const depth = parentDepth(parentNode);
      // parse5 keeps its own stack of open elements, so attaching an element higher up than that
      // stack says is safe: the tree is only ever read through parentNode and childNodes.
      const grandparent = depth >= MAX_DEPTH ? (parentNode as P5.Element).parentNode : null;
      defaultTreeAdapter.appendChild(grandparent ?? parentNode, newNode);
      last = newNode;
      lastDepth = grandparent ? depth : depth + 1;
    },
    detachNode(node) {
      // A moved element (misnested formatting) takes its subtree to another depth.
      last = null;
      defaultTreeAdapter.detachNode(node);
    },
  };
}
