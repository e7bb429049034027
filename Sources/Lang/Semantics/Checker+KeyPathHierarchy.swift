/// The key path family as Swift's class hierarchy orders it: `AnyKeyPath` ← `PartialKeyPath<Root>`
/// ← `KeyPath<Root, Value>` ← `WritableKeyPath<Root, Value>` ← `ReferenceWritableKeyPath<Root,
/// Value>`. A key path converts to any kind above its own, keeping the type arguments the more
/// general kind has; converted to `PartialKeyPath` or `AnyKeyPath` it is boxed with its own
/// type, so that reading through it can give an `Any` that knows its value's type, and
/// `type(of:)` still names the literal's kind (Prelude+KeyPath).
enum KeyPathKind: Int, Comparable {
    case any, partial, readOnly, writable, referenceWritable

    /// The prelude type's name of this kind.
    var typeName: String {
        switch self {
        case .any: return "AnyKeyPath"
        case .partial: return "PartialKeyPath"
        case .readOnly: return "KeyPath"
        case .writable: return "WritableKeyPath"
        case .referenceWritable: return "ReferenceWritableKeyPath"
        }
    }

    /// How many type arguments a key path type of this kind has (none, `Root`, or both).
    var argumentCount: Int {
        switch self {
        case .any: return 0
        case .partial: return 1
        default: return 2
        }
    }

    /// Whether a value of this kind knows its value type statically (and so reads it unboxed).
    var hasValueType: Bool { self >= .readOnly }

    static func < (lhs: KeyPathKind, rhs: KeyPathKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Checker {
    /// The kind of key path the prelude's `decl` is, or nil for any other type.
    static func keyPathKind(_ decl: NominalDecl) -> KeyPathKind? {
        guard decl.module == "Swift", decl.parent == nil else { return nil }
        switch decl.name {
        case "AnyKeyPath": return .any
        case "PartialKeyPath": return .partial
        case "KeyPath": return .readOnly
        case "WritableKeyPath": return .writable
        case "ReferenceWritableKeyPath": return .referenceWritable
        default: return nil
        }
    }

    /// The kind and type arguments of a key path type, or nil.
    static func keyPathKind(of type: SwiftType?) -> (kind: KeyPathKind, arguments: [SwiftType])? {
        guard case .nominal(let decl, let arguments)? = type, let kind = keyPathKind(decl),
              arguments.count == kind.argumentCount else { return nil }
        return (kind, arguments)
    }

    /// Whether `source` converts to `target` as a key path class to one of its superclasses (the
    /// value's getter and text come first in every kind, so its fields stay as they are).
    static func isKeyPathUpcast(_ source: NominalDecl, _ target: NominalDecl) -> Bool {
        guard let from = keyPathKind(source), let to = keyPathKind(target) else { return false }
        return from > to
    }

    /// Whether `source`'s type arguments fit those of `target` for an upcast: the general kind
    /// keeps the leading ones (`PartialKeyPath<Root>` keeps the root, `AnyKeyPath` none).
    static func keyPathArgumentsFit(_ arguments: [SwiftType], _ targetArguments: [SwiftType]) -> Bool {
        targetArguments.count <= arguments.count && Array(arguments.prefix(targetArguments.count)) == targetArguments
    }

    /// Whether an upcast from `source` to `target` boxes the value with its own type: to a kind
    /// that does not know the value type, from one that does.
    static func keyPathUpcastBoxes(_ source: NominalDecl, _ target: NominalDecl) -> Bool {
        guard let from = keyPathKind(source), let to = keyPathKind(target) else { return false }
        return from.hasValueType && !to.hasValueType
    }

    /// The prelude's declaration of key path `kind`.
    func keyPathDecl(_ kind: KeyPathKind) -> NominalDecl? {
        guard case .type(.nominal(let decl, _))? = lookup(kind.typeName), Checker.keyPathKind(decl) == kind else { return nil }
        return decl
    }
}
