/**
 * Words a user reads are never written straight into JSX: they go through Lingui (`<Trans>`,
 * `t`), so extraction puts them in the catalogues and every language shows its own. Text with no word
 * letters (punctuation, symbols, numbers) may stand as it is.
 */
const WORDS = /\p{L}{2}/u;
/** Lingui's components whose children are the message itself. */
const MESSAGES = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

function insideMessage(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'JSXElement' && MESSAGES.has(parent.openingElement.name.name)) return true;
  }
  return false;
}

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
    return {
      JSXText(node) {
        if (WORDS.test(node.value)) report(node, node.value);
      },
      'JSXExpressionContainer > Literal'(node) {
        if (typeof node.value === 'string' && WORDS.test(node.value) && node.parent.parent.type !== 'JSXAttribute') {
          report(node, node.value);
        }
      },
      'JSXExpressionContainer > TemplateLiteral'(node) {
        const text = node.quasis.map((quasi) => quasi.value.cooked).join('');
        if (WORDS.test(text) && node.parent.parent.type !== 'JSXAttribute') report(node, text);
      },
    };
  },
};
