/// The typed Swift front end that replaces `Language` (issue 11), built in layers:
///
/// - `Syntax/`: tokens, the lexer, the AST with source ranges, operators as an enum, the parser.
/// - `Semantics/`: types as data, the resolver that binds every name before anything runs, and the
///   type checker with Swift's rules, its diagnostics in Swift's words.
/// - `Runtime/`: the one evaluator over the checked tree, values, the session.
/// - `Library/`: every builtin declared once with a typed signature and its doc comment.
/// - `Tooling/`: completion and inspection answered from the checker's types.
///
/// While it grows it stands beside the old `Language` target, which the kernel still runs; when
/// the kernel switches, `Language` is deleted and this target takes its name (docs/architecture.md).
public enum Lang {}
