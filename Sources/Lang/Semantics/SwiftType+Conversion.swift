/// Swift's implicit conversions for this subset: which value of one type may stand where another
/// type is expected, and whether a value must be wrapped on the way.
///
/// Swift converts implicitly only where the rules below say so: there is no Int↔Double
/// conversion, CGFloat and Double convert both ways (SE-0307, Swift 5.5), a value is promoted to
/// an optional, a class to its superclass, a conforming type to an existential, and collections
/// and functions convert element- and parameter-wise.
extension SwiftType {
    /// The type one operation on a `CGFloat` and a `Double` takes, or nil for any other pair:
    /// SE-0307 ranks the CGFloat-to-Double conversion first, so `cg * d` is a `Double`.
    public static func cgFloatDoubleJoin(_ left: SwiftType, _ right: SwiftType) -> SwiftType? {
        (left == .cgFloat && right == .double) || (left == .double && right == .cgFloat) ? .double : nil
    }

    /// Whether a value of this type may be used where `target` is expected.
    /// - Parameter conformances: answers whether a type conforms to a protocol.
    /// - Parameter slicesAsBases: also let a Substring stand for a String and an ArraySlice for an
    ///   Array, as an argument of the library's parameters declared String or Array where Swift's
    ///   take any StringProtocol or Sequence (`Text(s.prefix(3))`); swiftc converts neither anywhere else.
    public func isConvertible(to target: SwiftType, conformances: ConformanceTable, slicesAsBases: Bool = false) -> Bool {
        isConvertible(to: target, conformances: conformances, depth: 0, slicesAsBases: slicesAsBases)
    }

    private func isConvertible(to target: SwiftType, conformances: ConformanceTable, depth: Int,
                               slicesAsBases: Bool = false) -> Bool {
        if self == target { return true }
        if depth > 64 { return false }
        let next = depth + 1
        switch (self, target) {
        case (.error, _), (_, .error), (.never, _):
            return true
        case (.substring, .string) where slicesAsBases:
            return true
        case (.arraySlice(let element), .array(let targetElement)) where slicesAsBases:
            return element.isConvertible(to: targetElement, conformances: conformances, depth: next, slicesAsBases: true)
        case (.cgFloat, .double), (.double, .cgFloat):
            return true
        case (.optional(let wrapped), .optional(let targetWrapped)):
            return wrapped.isConvertible(to: targetWrapped, conformances: conformances, depth: next, slicesAsBases: slicesAsBases)
        case (_, .optional(let targetWrapped)):
            return isConvertible(to: targetWrapped, conformances: conformances, depth: next, slicesAsBases: slicesAsBases)
        case (_, .existential(let protocols)), (_, .opaque(let protocols)):
            return protocols.allSatisfy { meets($0, conformances: conformances) }
        case (.metatype(let instance), .metatype(.existential(let protocols))):
            // `MyAlignment.self` where `any AlignmentID.Type` is expected.
            return protocols.allSatisfy { conformances.conforms(instance, to: $0) }
        case (.generic, .nominal(let targetDecl, _)) where targetDecl.kind == .class,
             (.existential, .nominal(let targetDecl, _)) where targetDecl.kind == .class:
            // `T: Node` and `Node & Named` convert to `Node` and its superclasses.
            guard let bound = classBoundType?.nominalDecl else { return false }
            return bound === targetDecl || bound.isSubclass(of: targetDecl)
        case (.metatype(.nominal(let decl, _)), .metatype(.nominal(let targetDecl, _))):
            // `Leaf.self` where `Node.Type` is expected.
            return decl.kind == .class && targetDecl.kind == .class && decl.isSubclass(of: targetDecl)
        case (.nominal(let decl, let arguments), .nominal(let targetDecl, let targetArguments)):
            if Checker.isKeyPathUpcast(decl, targetDecl) { return Checker.keyPathArgumentsFit(arguments, targetArguments) }
            return decl.kind == .class && targetDecl.kind == .class && decl !== targetDecl
                && decl.isSubclass(of: targetDecl)
        case (.array(let element), .array(let targetElement)), (.set(let element), .set(let targetElement)):
            return element.isConvertible(to: targetElement, conformances: conformances, depth: next, slicesAsBases: slicesAsBases)
        case (.dictionary(let key, let value), .dictionary(let targetKey, let targetValue)):
            return key == targetKey
                && value.isConvertible(to: targetValue, conformances: conformances, depth: next, slicesAsBases: slicesAsBases)
        case (.tuple(let elements), .tuple(let targetElements)):
            guard elements.count == targetElements.count else { return false }
            return zip(elements, targetElements).allSatisfy { element, targetElement in
                (element.label == nil || targetElement.label == nil || element.label == targetElement.label)
                    && element.type.isConvertible(to: targetElement.type, conformances: conformances, depth: next, slicesAsBases: slicesAsBases)
            }
        case (.function(let function), .function(let targetFunction)):
            if let spread = targetFunction.splatParameters(for: function) {
                return (!function.isThrowing || targetFunction.isThrowing)
                    && zip(function.parameters, spread).allSatisfy { parameter, element in
                        !parameter.isInout && element.type.isConvertible(to: parameter.type, conformances: conformances, depth: next, slicesAsBases: slicesAsBases)
                    }
                    && function.result.isConvertible(to: targetFunction.result, conformances: conformances, depth: next, slicesAsBases: slicesAsBases)
            }
            guard function.parameters.count == targetFunction.parameters.count,
                  !function.isThrowing || targetFunction.isThrowing else { return false }
            let parametersConvert = zip(function.parameters, targetFunction.parameters).allSatisfy { parameter, target in
                parameter.isInout == target.isInout
                    && target.type.isConvertible(to: parameter.type, conformances: conformances, depth: next, slicesAsBases: slicesAsBases)
            }
            return parametersConvert
                && function.result.isConvertible(to: targetFunction.result, conformances: conformances, depth: next, slicesAsBases: slicesAsBases)
        default:
            return false
        }
    }

    /// Whether a value of this type meets `constraint`, one part of an existential (`Base &
    /// Named`): is the class or a subclass of it, or conforms to the protocol.
    func meets(_ constraint: NominalDecl, conformances: ConformanceTable) -> Bool {
        guard constraint.kind == .class else { return conformances.conforms(self, to: constraint) }
        if case .error = self { return true }
        guard let decl = nominalDecl ?? classBoundType?.nominalDecl else { return false }
        return decl === constraint || decl.isSubclass(of: constraint)
    }

    /// The type an integer literal takes where `context` is expected: the context's number type if
    /// it wants one (`let w: CGFloat = 2`), else `Int`.
    public static func integerLiteralType(in context: SwiftType?) -> SwiftType {
        switch context?.unwrappingOptionals {
        case .some(let type) where type.isNumeric: return type
        default: return .int
        }
    }

    /// The type a floating-point literal takes where `context` is expected: the context's
    /// floating-point type, else `Double` (an integer context does not make `2.5` an `Int`).
    public static func floatLiteralType(in context: SwiftType?) -> SwiftType {
        switch context?.unwrappingOptionals {
        case .some(let type) where type.isFloatingPoint: return type
        default: return .double
        }
    }

    /// This type with every level of optional removed.
    public var unwrappingOptionals: SwiftType {
        var type = self
        var depth = 0
        while case .optional(let wrapped) = type, depth < 64 {
            type = wrapped
            depth += 1
        }
        return type
    }
}

extension FunctionType {
    /// When this type takes one tuple of N > 1 elements and `source` takes N parameters, the
    /// tuple's elements as parameters: Swift spreads the tuple over such a function's parameters
    /// when the function is passed where this type is expected (`zip(xs, ys).map(f)`).
    func splatParameters(for source: FunctionType) -> [FunctionParameter]? {
        guard parameters.count == 1, !parameters[0].isInout, case .tuple(let elements) = parameters[0].type,
              elements.count > 1, source.parameters.count == elements.count else { return nil }
        return elements.map { FunctionParameter($0.type) }
    }
}
