/// Modifiers under `#if` in a chain, as SwiftUI code writes platform differences:
/// `Circle()` / `#if !os(watchOS)` / `.strokeBorder(…)` / `#else` / `.strokeBorder(…)` / `#endif`.
extension Checker {
    /// `base` with the active clause's modifiers applied, or `base` alone when no clause is
    /// active (iOS's conditions, as `#if` statements are decided: `Checker+Statements`).
    func postfixIfConfig(base: Expr, _ config: IfConfig<Expr>, expected: SwiftType?) -> Typed {
        guard let chain = activeClause(config).first else { return expression(base, expected: expected) }
        return expression(chain.substitutingIfConfigBase(base), expected: expected)
    }
}

extension Expr {
    /// The chain with the `.ifConfigBase` it is rooted at replaced by `base`.
    func substitutingIfConfigBase(_ base: Expr) -> Expr {
        var result = self
        switch kind {
        case .ifConfigBase:
            return base
        case .member(let inner, let name, let generics):
            result.kind = .member(base: inner.substitutingIfConfigBase(base), name: name, genericArguments: generics)
        case .call(var call):
            call.callee = call.callee.substitutingIfConfigBase(base)
            result.kind = .call(call)
        case .subscript(var access):
            access.base = access.base.substitutingIfConfigBase(base)
            result.kind = .subscript(access)
        case .postfixIfConfig(let inner, let config):
            result.kind = .postfixIfConfig(base: inner.substitutingIfConfigBase(base), config)
        case .forceUnwrap(let inner):
            result.kind = .forceUnwrap(inner.substitutingIfConfigBase(base))
        case .bindOptional(let inner):
            result.kind = .bindOptional(inner.substitutingIfConfigBase(base))
        case .optionalEvaluation(let inner):
            result.kind = .optionalEvaluation(inner.substitutingIfConfigBase(base))
        default:
            return self
        }
        return result
    }
}
