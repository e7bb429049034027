/// swiftc's words for a call of a standard-library method whose argument labels fit none of its
/// declarations (`xs.sorted(using: <)`, `s.hasSuffix(suffix: "a")`): the label error of the
/// declaration with as many parameters, or, for the names the standard library overloads with
/// the same shape, swiftc's "no exact matches".
extension Checker {
    /// Methods that swiftc's standard library declares more than once with the same parameter
    /// count (`Sequence.map` and `Collection.map`, `append(_:)` and `append(contentsOf:)`), where a
    /// wrong label leaves it no single declaration to blame.
    static let overloadedBuiltinMethods: Set<String> = [
        "map", "filter", "append", "insert", "remove", "removeAll", "split", "dropFirst", "dropLast",
        "prefix", "suffix", "drop", "intersection", "partition", "index", "advanced", "distance",
    ]

    /// Reports the labels of a method call that no candidate accepts; returns whether it reported.
    func reportBuiltinLabels(_ candidates: [Builtin], base: Typed?, name: Identifier, arguments: [Argument],
                             range: SourceRange) -> Bool {
        let methods = candidates.filter { $0.signature.kind == .method }
        guard !methods.isEmpty, !methods.contains(where: { $0.signature.accepts(arguments, trailing: trailingRanges) })
        else { return false }
        if let base, let property = Checker(probing: self).builtinProperty(base, name: name.name, range: name.range),
           property.type != .error {
            // `xs.first(by: …)`: swiftc takes the property (`first`), a value it cannot call.
            error("cannot call value of non-function type '\(property.type)'", name.range)
            return true
        }
        if Self.overloadedBuiltinMethods.contains(name.name) {
            error("no exact matches in call to instance method '\(name.name)'", name.range)
            return true
        }
        let fitting = methods.filter { $0.signature.labels.count == arguments.count }
        let chosen = fitting.min { differingLabels($0, arguments) < differingLabels($1, arguments) } ?? methods[0]
        let signature = chosen.signature
        let placeholder = SwiftType.function(FunctionType([], .void))
        let parameters = signature.labels.indices.map { index in
            ParameterSpec(label: signature.labels[index], type: signature.takesClosure[index] ? placeholder : .error,
                          hasDefault: signature.hasDefault[index])
        }
        diagnoseArguments(arguments, parameters, range: range)
        return true
    }

    /// How far a declaration is from the arguments: a closure where it takes none (or the other
    /// way round) counts most, a label written where it has none least (swiftc prefers
    /// "extraneous argument label").
    private func differingLabels(_ builtin: Builtin, _ arguments: [Argument]) -> Int {
        zip(builtin.signature.labels.indices, arguments).reduce(0) { count, pair in
            let (index, argument) = pair
            var isClosure = false
            if case .closure = argument.value.kind { isClosure = true }
            let shape = builtin.signature.takesClosure[index] == isClosure ? 0 : 4
            let wanted = builtin.signature.labels[index]
            if wanted == argument.label?.name { return count + shape }
            return count + shape + (wanted == nil ? 1 : 2)
        }
    }
}
