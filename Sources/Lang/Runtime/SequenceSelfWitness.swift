/// `Element` of `Self` in a program protocol's extension bounded by a library collection protocol
/// (`extension Describable where Self: Collection`), for a call that reached the extension's code
/// through `any Describable` or a generic `T: Describable`: no call site knew the receiver's type,
/// so the dispatch binds the extension's `Element` to the element type of the receiver's dynamic
/// type (`Int` for an `[Int]`), as swiftc's witness table does; `Element.self` and a printed
/// `Element?` then read it.
enum SequenceSelfWitness {
    /// `run` with `code`'s `Self.Element` bound to the element of `receiver`'s dynamic type (its
    /// box's type); just `run` when the code reads no such element, or the type is unknown.
    static func binding<T>(_ code: FunctionCode, receiver: Value, _ interpreter: Interpreter, _ run: () throws -> T) rethrows -> T {
        guard let parameter = code.selfElement?.witnessKey, parameter.isWitnessed,
              let element = element(of: Checker.dynamicType(of: receiver, static: .any), interpreter.environment) else {
            return try run()
        }
        return try interpreter.withWitnesses([parameter: element], run)
    }

    /// The element type of a collection type: a standard collection's, or a program's own
    /// collection's (its one-parameter subscript's result) or sequence's (its iterator's
    /// `next()`'s, the iterator its `makeIterator()` returns: an `IndexingIterator<[Int]>`'s is
    /// its collection's); nil for any other type.
    static func element(of type: SwiftType, _ environment: Environment, depth: Int = 0) -> SwiftType? {
        if case .nominal(let decl, let arguments) = type, IndexingIteratorText.isIterator(decl), let base = arguments.first, depth < 8 {
            return element(of: base, environment, depth: depth + 1)
        }
        switch type {
        case .array(let element), .arraySlice(let element), .set(let element): return element
        case .dictionary(let key, let value): return .tuple([TupleElement(label: "key", key), TupleElement(label: "value", value)])
        case .string, .substring: return .character
        case .range(let bound, _): return bound
        case .nominal(let decl, let arguments) where !decl.isBuiltin:
            let substitution = Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
            let table = environment.members[ObjectIdentifier(decl)]
            if let getter = table?.subscripts.first(where: { $0.getter.type.parameters.count == 1 })?.getter {
                return getter.type.result.substituting(substitution)
            }
            if let makeIterator = table?.methods["makeIterator"]?.first(where: { $0.type.parameters.isEmpty }), depth < 8 {
                return element(of: makeIterator.type.result.substituting(substitution), environment, depth: depth + 1)
            }
            guard let next = table?.methods["next"]?.first(where: { $0.type.parameters.isEmpty }),
                  case .optional(let element) = next.type.result.substituting(substitution) else { return nil }
            return element
        default: return nil
        }
    }
}
