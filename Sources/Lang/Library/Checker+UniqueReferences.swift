/// `isKnownUniquelyReferenced(&object)`: whether a variable holds the only strong reference to a
/// class instance, which copy-on-write wrappers ask before they change shared storage.
extension Checker {
    /// The call: one `inout` argument of a class type (or an optional one), read during an
    /// `inout` access, which moves the instance out of its variable, so that the variable's own
    /// reference is the one counted and nothing of the interpreter's adds another.
    func uniqueReferenceRule(_ site: BuiltinSite) -> Typed? {
        guard site.arguments.count == 1, site.arguments[0].label == nil else { return nil }
        let argument = site.arguments[0].value
        guard case .inOut(let inner) = argument.kind else {
            let type = expression(argument, expected: nil).type
            error("passing value of type '\(type)' to an inout parameter requires explicit '&'", argument.range)
            return Typed(Constant(.bool(false), line: site.line), .bool)
        }
        assignmentWording = ("cannot pass immutable value as inout argument", argument.range)
        let found = place(inner)
        assignmentWording = nil
        guard let (place, type) = found else { return Typed(Constant(.bool(false), line: site.line), .bool) }
        guard Self.isClassReference(type) else {
            if type != .error {
                error("global function 'isKnownUniquelyReferenced' requires that '\(type)' be a class type", site.range)
            }
            return Typed(Constant(.bool(false), line: site.line), .bool)
        }
        return Typed(Lazy(line: site.line) { frame, interpreter in
            var isUnique = false
            try place.resolved(frame, interpreter).access(frame, interpreter) { value in
                isUnique = value.isOnlyReference()
            }
            return .bool(isUnique)
        }, .bool)
    }

    /// Whether `type` is a class (or a class-bound generic parameter), or an optional one.
    private static func isClassReference(_ type: SwiftType) -> Bool {
        switch type.unwrappingOptionals {
        case .nominal(let decl, _): return decl.kind == .class
        case .generic(let parameter): return parameter.constraints.contains { $0.kind == .class || $0.name == "AnyObject" }
        default: return false
        }
    }
}

extension Value {
    /// Whether this holds a class instance nothing else holds: moved out for the question, as
    /// Swift's `isKnownUniquelyReferenced` asks of a variable's own reference. Nil is not unique.
    mutating func isOnlyReference() -> Bool {
        guard case .object(var instance) = self else { return false }
        self = .void
        defer { self = .object(instance) }
        return isKnownUniquelyReferenced(&instance)
    }
}
