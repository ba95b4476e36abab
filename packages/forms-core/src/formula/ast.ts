/** The formula syntax tree. Positions are 0-based offsets into the source. */
export type BinaryOp =
  | "+"
  | "-"
  | "*"
  | "/"
  | "%"
  | "^"
  | "&"
  | "="
  | "!="
  | "<"
  | "<="
  | ">"
  | ">="
  | "&&"
  | "||";
export type UnaryOp = "-" | "+" | "!";

export type FormulaNode =
  | { type: "num"; value: number; pos: number }
  | { type: "str"; value: string; pos: number }
  | { type: "bool"; value: boolean; pos: number }
  | { type: "null"; pos: number }
  | { type: "ref"; id: string; pos: number }
  | { type: "unary"; op: UnaryOp; arg: FormulaNode; pos: number }
  | { type: "binary"; op: BinaryOp; left: FormulaNode; right: FormulaNode; pos: number }
  | { type: "call"; name: string; args: FormulaNode[]; pos: number };

/** Item ids a tree refers to, in order of first appearance. */
export const referencesOf = (node: FormulaNode): string[] => {
  const out = new Set<string>();
  const walk = (n: FormulaNode) => {
    if (n.type === "ref") out.add(n.id);
    else if (n.type === "unary") walk(n.arg);
    else if (n.type === "binary") {
      walk(n.left);
      walk(n.right);
    } else if (n.type === "call") n.args.forEach(walk);
  };
  walk(node);
  return [...out];
};
