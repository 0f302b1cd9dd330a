/**
 * Words a user reads are never written straight into the code: they go through Lingui (`<Trans>`,
 * `t`, `msg`, `plural`), so extraction puts them in the catalogues and every language shows its
 * own. Two places are checked.
 *
 * In JSX every string with words counts: JSX text, an expression's value (also through `a ? 'x' : 'y'`
 * and `a && 'x'`), and the value of an attribute a reader sees or hears (label, title, alt,
 * placeholder, aria-label, and the app's emptyText, errorMessage and problem). Text with no word
 * letters (punctuation, symbols, numbers) may stand as it is.
 *
 * Outside JSX, text is built in TypeScript and shown later (a status line, a chart's legend, a list
 * of notes), so a string cannot be followed to the screen; it counts when it reads as words: two
 * words in a row ("bundled pictures"), one capitalised word ("Score", "Missed"), or any word given
 * to a property or variable named for text (`label`, `text`, `title`, `name`, `summary`…: `{ name:
 * 'RP' }` is a chart's legend). Strings that are code are left alone: keys, comparisons, types and
 * values of a type of named strings ('Routines' given as a `Category`), identifiers, imports, class
 * lists and other attributes nobody reads, what only the console shows, and an error's English
 * message beside its code (the screen words an error by its code: lib/error-text.ts).
 */
import ts from 'typescript';

const WORDS = /\p{L}{2}/u;
/** One word as prose writes it: letters (an apostrophe inside), maybe capitalised, maybe quoted or punctuated. */
const PROSE_WORD = /^[("'“‘¿¡]*\p{L}[\p{L}'’]*[)"'”’.,:;!?…]*$/u;
/** A word that ends a phrase: "dropped.", "failed:". */
const PHRASE_END = /^\p{L}[\p{L}'’]*[.,:;!?…]+$/u;
const CAPITALISED_WORD = /^\p{Lu}\p{Ll}+[.:!?…]*$/u;
/** A name in code rather than a word: 'QueueClearedError', 'onClick'. */
const IDENTIFIER = /^\p{L}+$/u;
const INNER_CAPITAL = /\p{Ll}\p{Lu}/u;
/** Errors made with a code and an English message: `new ApiRequestError(0, 'network', 'Cannot reach…')`. */
const ERROR_CLASS = /(Error|Exception|Failure)$/;
/** Properties and variables whose string is read: `{ label: 'Missed' }`, `const summary = 'x'`. */
const TEXT_NAME =
  /^(label|text|title|name|summary|caption|description|message|note|hint|heading|legend)$|(Label|Text|Title|Summary|Message|Note)$/;
/** Lingui's components whose children are the message itself. */
const MESSAGES = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
/** Lingui's macros whose strings are the message itself (`t`, `msg` tagged or called, `plural(n, { one: '# day' })`). */
const MACROS = new Set(['t', 'msg', 'defineMessage', 'plural', 'select', 'selectOrdinal']);
/** Attributes whose text is read: shown, as a tooltip, or by a screen reader (the last three are the app's own components' texts). */
const READ_ATTRIBUTES = new Set(['label', 'title', 'alt', 'placeholder', 'aria-label', 'emptyText', 'errorMessage', 'problem']);
const COMPARISONS = new Set(['==', '===', '!=', '!==', 'in']);

function insideMessage(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'JSXElement' && MESSAGES.has(parent.openingElement.name.name)) return true;
    if (parent.type === 'TaggedTemplateExpression' && MACROS.has(parent.tag.name)) return true;
    if (parent.type === 'CallExpression' && MACROS.has(parent.callee.name)) return true;
  }
  return false;
}

/** The expression a literal's value becomes: up through `?:` branches and the right of `&&`, `||`, `??`. */
function valueHolder(node) {
  let child = node;
  let parent = node.parent;
  while (
    (parent.type === 'ConditionalExpression' && child !== parent.test) ||
    (parent.type === 'LogicalExpression' && child === parent.right) ||
    (parent.type === 'TSAsExpression' && child === parent.expression)
  ) {
    child = parent;
    parent = parent.parent;
  }
  return { child, parent };
}

/** In JSX: whether the value is shown (true), goes to an attribute nobody reads (false), or stays outside JSX (null). */
function shownInJsx(node) {
  const { parent } = valueHolder(node);
  if (parent.type !== 'JSXExpressionContainer') return null;
  const holder = parent.parent;
  return holder.type !== 'JSXAttribute' || READ_ATTRIBUTES.has(holder.name.name);
}

const nameOf = (key) => (key?.type === 'Identifier' ? key.name : key?.type === 'Literal' ? String(key.value) : null);

/** Outside JSX: whether the string is code (a key, a compared value, a type, a module, console output). */
function isCode(node) {
  const { parent } = node;
  const holder = valueHolder(node).parent;
  if (holder.type === 'NewExpression') return ERROR_CLASS.test(holder.callee.name ?? '');
  if (holder.type === 'CallExpression') {
    return (
      holder.callee.type === 'Super' || (holder.callee.type === 'MemberExpression' && holder.callee.object.name === 'console')
    );
  }
  switch (parent.type) {
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
    case 'ImportExpression':
    case 'TSLiteralType':
    case 'TSEnumMember':
    case 'TSExternalModuleReference':
    case 'SwitchCase':
      return true;
    case 'Property':
    case 'PropertyDefinition':
    case 'MethodDefinition':
      return parent.key === node;
    case 'MemberExpression':
      return parent.property === node;
    case 'BinaryExpression':
      return COMPARISONS.has(parent.operator);
    case 'ExpressionStatement':
      return Boolean(parent.directive);
    default:
      return false;
  }
}

/** The name of the property or variable a string is given to, if any. */
function holderName(node) {
  const { child, parent } = valueHolder(node);
  if (parent.type === 'Property' && parent.value === child) return nameOf(parent.key);
  if (parent.type === 'VariableDeclarator' && parent.init === child) return nameOf(parent.id);
  if (parent.type === 'AssignmentExpression' && parent.right === child) return nameOf(parent.left.property ?? parent.left);
  return null;
}

/** Whether a string outside JSX reads as words a user is shown. */
function readsAsText(node, text) {
  if (!WORDS.test(text)) return false;
  const name = holderName(node);
  // A template's value stands as a word beside a word that ends a phrase ("${name} dropped."), not
  // beside any word: "badge ${tone}" is a class list.
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length === 1 && IDENTIFIER.test(tokens[0]) && INNER_CAPITAL.test(tokens[0])) return false;
  if (name && TEXT_NAME.test(name)) return true;
  if (tokens.length === 1) return CAPITALISED_WORD.test(tokens[0]);
  const words = (first, second) =>
    first === VALUE || second === VALUE
      ? PHRASE_END.test(first === VALUE ? second : first)
      : PROSE_WORD.test(first) && PROSE_WORD.test(second);
  return tokens.some((token, index) => index > 0 && words(tokens[index - 1], token));
}

/**
 * Whether the type the string is given to names its strings (`'Routines'` as a `Category`, a
 * `'primary' | 'secondary'` variant): those are values the code picks from, not words. Needs the
 * type information of the lint run; without it every such string is judged by its words alone.
 */
function isNamedValue(context, node) {
  const services = context.sourceCode.parserServices;
  if (!services?.program || !services.esTreeNodeToTSNodeMap) return false;
  const checker = services.program.getTypeChecker();
  const type = checker.getContextualType(services.esTreeNodeToTSNodeMap.get(node));
  if (!type) return false;
  const parts = type.isUnion() ? type.types : [type];
  return parts.every((part) => part.isStringLiteral() || (part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) !== 0);
}

/** What a template's value stands as among its words. */
const VALUE = '\u0000';

const textOf = (node) =>
  node.type === 'Literal' ? node.value : node.quasis.map((quasi) => quasi.value.cooked ?? '').join(VALUE);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Text a user reads must be a Lingui message' },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      insideMessage(node) ||
      context.report({
        node,
        message: `"${text.replaceAll(VALUE, '${…}').trim().slice(0, 40)}" is shown untranslated: wrap it in <Trans> or t`,
      });
    const check = (node) => {
      const text = textOf(node);
      if (typeof text !== 'string' || insideMessage(node)) return;
      const shown = shownInJsx(node);
      const untranslated =
        shown === null ? !isCode(node) && readsAsText(node, text) && !isNamedValue(context, node) : shown && WORDS.test(text);
      if (untranslated) report(node, text);
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
      'Literal:not(JSXAttribute > Literal)': check,
      TemplateLiteral: check,
    };
  },
};
