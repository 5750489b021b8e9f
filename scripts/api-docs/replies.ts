// Each call's reply body as the web app reads it: the type argument of every callApi / callApiTagged / request in
// src/api/ and src/routes/, read with the TypeScript checker (the server's calls return `unknown`, so the app's reader
// is the one typed statement of a reply).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface ReplyField {
  name: string;
  type: string;
  optional: boolean;
}

export interface ReplyShape {
  /** The body's type as the app names it, e.g. `BannerRecord[]`. */
  type: string;
  /** The fields of the body (of each item when it is a list), empty for a plain value. */
  fields: ReplyField[];
  /** The app's file that reads it, relative to the repository. */
  file: string;
}

const CALLERS = new Set(['callApi', 'callApiTagged', 'request']);

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

function compilerOptions(root: string): ts.CompilerOptions {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  return { ...ts.parseJsonConfigFileContent(config.config, ts.sys, root).options, noEmit: true };
}

/** The string literals a path argument can be: `'x.php'`, a constant, or a union such as `ImportPath`. */
function literalPaths(checker: ts.TypeChecker, node: ts.Expression): string[] {
  const type = checker.getTypeAtLocation(node);
  const members = type.isUnion() ? type.types : [type];
  const literals = members.filter((t): t is ts.StringLiteralType => t.isStringLiteral()).map((t) => t.value);
  return literals.length ? literals : tablePaths(checker, node);
}

/** A path looked up in a table of paths typed `string`: `PATHS[kind]` or `PATHS[kind].list` names every such entry. */
function tablePaths(checker: ts.TypeChecker, node: ts.Expression): string[] {
  const property = ts.isPropertyAccessExpression(node) ? node.name.text : undefined;
  const lookup = ts.isPropertyAccessExpression(node) ? node.expression : node;
  if (!ts.isElementAccessExpression(lookup) || !ts.isIdentifier(lookup.expression)) return [];
  const declaration = checker.getSymbolAtLocation(lookup.expression)?.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return [];
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isPropertyAssignment(n) && ts.isStringLiteralLike(n.initializer) && (!property || n.name.getText() === property)) found.push(n.initializer.text);
    ts.forEachChild(n, visit);
  };
  visit(declaration.initializer);
  return found;
}

/** The `body` of the success branch of an ApiResult (or of `{ result: ApiResult<T> | 'unchanged' }`, or a Sent<T>'s reply). */
function bodyType(checker: ts.TypeChecker, type: ts.Type): ts.Type | undefined {
  const members = type.isUnion() ? type.types : [type];
  for (const member of members) {
    const body = member.getProperty('body');
    if (body && member.getProperty('ok')) return checker.getTypeOfSymbol(body);
  }
  for (const member of members) {
    for (const name of ['result', 'reply']) {
      const inner = member.getProperty(name);
      const body = inner && bodyType(checker, checker.getTypeOfSymbol(inner));
      if (body) return body;
    }
  }
  return undefined;
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

function fieldsOf(checker: ts.TypeChecker, type: ts.Type): ReplyField[] {
  const plain = checker.getNonNullableType(type);
  const item = checker.isArrayType(plain) ? checker.getTypeArguments(plain as ts.TypeReference)[0] : plain;
  if (!item || item.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike | ts.TypeFlags.Unknown | ts.TypeFlags.Any)) return [];
  if (!(item.flags & ts.TypeFlags.Object) && !item.isIntersection()) return [];
  return checker.getPropertiesOfType(item).map((p) => ({
    name: p.name,
    type: checker.typeToString(checker.getTypeOfSymbol(p), undefined, FORMAT).replace(/ \| undefined$/, ''),
    optional: (p.flags & ts.SymbolFlags.Optional) !== 0,
  }));
}

/**
 * Every reply the app reads, by call path ('pos_api/pos_order.php'): one shape per distinct type the app reads it as
 * (the POS lists are read whole by one module and in columns by another), `unknown` only when nothing reads it typed.
 */
export function readReplies(root: string): Map<string, ReplyShape[]> {
  const files = sourceFiles(root, 'src/api');
  const program = ts.createProgram(files, compilerOptions(root));
  const checker = program.getTypeChecker();
  const replies = new Map<string, ReplyShape[]>();
  for (const file of files.sort()) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && CALLERS.has(node.expression.text) && node.arguments[0]) {
        const signature = checker.getResolvedSignature(node);
        const returned = signature && checker.getAwaitedType(checker.getReturnTypeOfSignature(signature));
        const body = returned && bodyType(checker, returned);
        if (body) {
          const shape = { type: checker.typeToString(body, undefined, FORMAT), fields: fieldsOf(checker, body), file: relative(root, file) };
          for (const path of literalPaths(checker, node.arguments[0])) {
            const known = (replies.get(path) ?? []).filter((r) => r.type !== 'unknown');
            if (known.some((r) => r.type === shape.type)) continue;
            if (shape.type === 'unknown' && known.length > 0) continue;
            replies.set(path, [...known, shape]);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return replies;
}
