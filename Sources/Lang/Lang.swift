/// Shapebook's language: Swift, parsed and type-checked before anything runs, then evaluated
/// (issue 11); the kernel, `shapebook run` and `render` run it. Built in layers:
///
/// - `Syntax/`: tokens, the lexer, the AST with source ranges, operators as an enum, the parser.
/// - `Semantics/`: types as data, the resolver that binds every name before anything runs, and the
///   type checker with Swift's rules, its diagnostics in Swift's words.
/// - `Runtime/`: the one evaluator over the checked tree, values, the session.
/// - `Library/`: every builtin declared once with a typed signature and its doc comment.
/// - `Tooling/`: completion and inspection answered from the checker's types.
public enum Lang {}
