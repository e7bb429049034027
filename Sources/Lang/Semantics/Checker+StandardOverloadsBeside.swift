/// A top-level function does not hide the standard library's functions of the same name with
/// other signatures: swiftc ranks them together, so `swap(&a, &b)` still calls `Swift.swap` in a
/// program that declares `func swap<E>(left: inout E, right: inout E)`.
extension Checker {
    /// The standard library's call when none of `functions` (the program's top-level functions
    /// named `name`) takes `arguments` and a standard function of that name takes them cleanly.
    func standardOverloadBeside(_ functions: [FunctionSymbol], name: String, arguments: [Argument],
                                expected: SwiftType?, range: SourceRange) -> Typed? {
        // Local functions do hide outer ones, as in Swift.
        guard functions.allSatisfy({ $0.context.isGlobal }), !StandardLibrary.functions(named: name).isEmpty,
              Checker(probing: self).chooseOverload(functions, arguments: arguments, range: range) == nil else { return nil }
        let probe = Checker(probing: self)
        guard let probed = probe.builtinFunction(name, arguments: arguments, expected: expected, range: range),
              !probed.type.containsError, !probe.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return builtinFunction(name, arguments: arguments, expected: expected, range: range)
    }
}
