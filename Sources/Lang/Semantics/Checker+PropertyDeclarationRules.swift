/// swiftc's declaration errors for properties that no type could hold: a protocol requirement
/// without accessors or written with `let`, and `weak` on a value that is not a class reference.
extension Checker {
    /// A protocol's property requirement must be `var` and say `{ get }` or `{ get set }`.
    func checkProtocolPropertyRequirement(_ binding: PatternBinding, variable: VariableDecl, name: Identifier) {
        if variable.introducer == .let {
            error("protocols cannot require properties to be immutable; declare read-only properties by using 'var' with a '{ get }' specifier",
                  name.range)
        } else if binding.accessors == nil {
            error("property in protocol must have explicit { get } or { get set } specifier", name.range)
        }
    }

    /// `weak` holds only class references: a struct, enum, number, string, collection, tuple or
    /// function type (optional or not) is swiftc's error, naming the type without its `?`.
    func checkWeakReference(_ type: SwiftType, at range: SourceRange) {
        let wrapped = type.optionalWrapped ?? type
        switch wrapped {
        case .nominal(let decl, _) where decl.kind == .struct || decl.kind == .enum:
            break
        case .int, .double, .float, .cgFloat, .bool, .string, .substring, .character, .fixedInt, .array, .dictionary,
             .set, .tuple, .function, .range, .arraySlice:
            break
        case .existential(let protocols) where !protocols.contains(where: { $0.isClassBound || $0.kind == .class || $0.isAnyObject }):
            error("'weak' must not be applied to non-class-bound '\(wrapped)'; consider adding a protocol conformance that has a class bound",
                  range)
            return
        default:
            return
        }
        error("'weak' may only be applied to class and class-bound protocol types, not '\(wrapped)'", range)
    }
}

extension Checker {
    /// Whether a value of `type` holds a `decl` inline (itself, or in an optional or a tuple), so
    /// that a struct storing it would contain itself: arrays, dictionaries and sets hold their
    /// elements out of line, as do classes and closures.
    static func holdsInline(_ decl: NominalDecl, _ type: SwiftType) -> Bool {
        switch type {
        case .nominal(let other, _): return other === decl
        case .optional(let wrapped): return holdsInline(decl, wrapped)
        case .tuple(let elements): return elements.contains { holdsInline(decl, $0.type) }
        default: return false
        }
    }
}

extension Checker {
    /// A type's stored `let` cannot be `lazy` (swiftc blames the modifier) nor have observers
    /// (swiftc blames their braces).
    func checkStoredPropertyModifiers(_ member: Decl, _ variable: VariableDecl) {
        guard variable.introducer == .let else { return }
        if let lazy = member.modifiers.first(where: { $0.kind == .lazy }) {
            error("'lazy' cannot be used on a let", lazy.range)
        }
        for binding in variable.bindings { rejectLetObservers(binding, variable) }
    }

    /// A `let` (a type's, static, top-level or local) cannot have `willSet` or `didSet`: swiftc
    /// blames their braces.
    func rejectLetObservers(_ binding: PatternBinding, _ variable: VariableDecl) {
        guard variable.introducer == .let, case .accessors(let accessors, let braces)? = binding.accessors,
              accessors.contains(where: { $0.kind == .willSet || $0.kind == .didSet }) else { return }
        error("'let' declarations cannot be observing properties", braces)
    }

    /// A static stored property needs a value (swiftc blames its name, after any observers of a
    /// `let` it blames first).
    func checkStaticStoredProperty(_ variable: VariableDecl) {
        for binding in variable.bindings where isStored(binding) {
            rejectLetObservers(binding, variable)
            guard binding.initializer == nil, case .identifier(let name) = binding.pattern.kind else { continue }
            // An optional `var` starts as nil (`static var modulus: UInt!`).
            if variable.introducer == .var, let written = binding.type, Checker.isOptionalAnnotation(written) { continue }
            let introducer = variable.introducer == .let ? "let" : "var"
            error("'static \(introducer)' declaration requires an initializer expression or an explicitly stated getter",
                  name.range)
        }
    }

    /// An extension may add computed properties only: a stored one is swiftc's error at its name.
    func rejectStoredProperties(in extensionDecl: ExtensionDecl) {
        for member in activeDeclarations(extensionDecl.members) {
            guard case .variable(let variable) = member.kind, !member.has(.static), !member.has(.class) else { continue }
            for binding in variable.bindings where isStored(binding) {
                guard case .identifier(let name) = binding.pattern.kind else { continue }
                error("extensions must not contain stored properties", name.range)
            }
        }
    }

    /// Whether a written type is `T?` or `T!`, whose `var` needs no initial value.
    static func isOptionalAnnotation(_ type: TypeExpr) -> Bool {
        switch type.kind {
        case .optional, .implicitlyUnwrapped: return true
        case .attributed(_, let inner): return isOptionalAnnotation(inner)
        default: return false
        }
    }
}
