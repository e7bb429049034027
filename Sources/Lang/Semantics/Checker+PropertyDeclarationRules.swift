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
