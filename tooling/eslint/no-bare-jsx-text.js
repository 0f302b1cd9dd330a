/**
 * Words a user reads are never written straight into JSX: they go through Lingui (`<Trans>`,
 * `t`), so extraction puts them in the catalogues and every language shows its own. Text with no word
 * letters (punctuation, symbols, numbers) may stand as it is. A string counts as shown when it is
 * JSX text, an expression's value (also through `a ? 'x' : 'y'` and `a && 'x'`), or the value of
 * an attribute a reader sees or hears (label, title, alt, placeholder, aria-label, and the app's
 * emptyText, errorMessage and problem).
 */
const WORDS = /\p{L}{2}/u;
/** Lingui's components whose children are the message itself. */
const MESSAGES = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
/** Attributes whose text is read: shown, as a tooltip, or by a screen reader (the last three are the app's own components' texts). */
const READ_ATTRIBUTES = new Set(['label', 'title', 'alt', 'placeholder', 'aria-label', 'emptyText', 'errorMessage', 'problem']);

function insideMessage(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'JSXElement' && MESSAGES.has(parent.openingElement.name.name)) return true;
  }
  return false;
}

/** Whether a literal's value becomes the value of the expression container it sits in. */
function isShownValue(node) {
  let child = node;
  let parent = node.parent;
  while (
    (parent.type === 'ConditionalExpression' && child !== parent.test) ||
    (parent.type === 'LogicalExpression' && child === parent.right)
  ) {
    child = parent;
    parent = parent.parent;
  }
  if (parent.type !== 'JSXExpressionContainer') return false;
  const holder = parent.parent;
  return holder.type !== 'JSXAttribute' || READ_ATTRIBUTES.has(holder.name.name);
}

const textOf = (node) => (node.type === 'Literal' ? node.value : node.quasis.map((quasi) => quasi.value.cooked).join(''));

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'JSX text with words must be a Lingui message' },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      insideMessage(node) ||
      context.report({ node, message: `"${text.trim().slice(0, 40)}" is shown untranslated: wrap it in <Trans> or t` });
    const check = (node) => {
      const text = textOf(node);
      if (typeof text === 'string' && WORDS.test(text) && isShownValue(node)) report(node, text);
    };
    return {
      JSXText(node) {
        if (WORDS.test(node.value)) report(node, node.value);
      },
      'JSXAttribute > Literal'(node) {
        if (typeof node.value === 'string' && WORDS.test(node.value) && READ_ATTRIBUTES.has(node.parent.name.name)) {
          report(node, node.value);
        }
      },
      Literal: check,
      TemplateLiteral: check,
    };
  },
};
