/** A piece of HTML source and what it is, for the landing code view's colours. */
export type Token = { kind: "text" | "tag" | "attribute" | "value" | "comment" | "punctuation"; text: string };

const PATTERN = /(<!--[\s\S]*?(?:-->|$))|(<\/?)([a-zA-Z][\w:-]*)|(\/?>)|([a-zA-Z_:@][\w:.-]*)(?==)|("[^"]*"?|'[^']*'?)|([^<>"'=\s]+|\s+|[=<>"'])/g;

/**
 * Splits HTML source into tokens (tags, attribute names, quoted values, comments,
 * text). Not a parser: it only has to colour what the author typed, and joining
 * the tokens' text always gives the source back.
 */
export function highlightHtml(source: string): Token[] {
  const tokens: Token[] = [];
  let inTag = false;
  const push = (kind: Token["kind"], text: string) => {
    const last = tokens[tokens.length - 1];
    if (last && last.kind === kind) last.text += text;
    else tokens.push({ kind, text });
  };
  for (const match of source.matchAll(PATTERN)) {
    const [, comment, open, name, close, attribute, value, other] = match;
    if (comment !== undefined) push("comment", comment);
    else if (open !== undefined) {
      push("punctuation", open);
      push("tag", name!);
      inTag = true;
    } else if (close !== undefined) {
      push(inTag ? "punctuation" : "text", close);
      inTag = false;
    } else if (attribute !== undefined) push(inTag ? "attribute" : "text", attribute);
    else if (value !== undefined) push(inTag ? "value" : "text", value);
    else push(inTag && other === "=" ? "punctuation" : "text", other!);
  }
  return tokens;
}
