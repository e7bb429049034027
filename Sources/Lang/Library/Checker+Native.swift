/// The one hook between the checker and the library's native bodies: a prelude declaration
/// written `@_native("Path.addArc")` without a body gets the Swift function bound to that name
/// (`NativeTable`) as its code. Its signature, doc comment and every call site are checked like
/// any Swift declaration; only what runs differs.
extension Checker {
    /// Binds `symbol`'s body to its native function when `declaration` carries `@_native`.
    func bindNative(_ symbol: FunctionSymbol, declaredBy declaration: Decl) {
        guard let attribute = declaration.attribute(named: "_native") else { return }
        guard let argument = attribute.arguments?.first, case .stringLiteral(let literal) = argument.value.kind,
              let name = literal.staticText else {
            error("@_native needs the native function's name as a string literal", attribute.range)
            return
        }
        guard let function = NativeTable.functions[name] else {
            error("no native function named '\(name)'", attribute.range)
            return
        }
        if nativeTypes == nil { nativeTypes = LibraryTypes(names: root.names) }
        guard let types = nativeTypes else {
            error("@_native is only for the library prelude, which declares its types", attribute.range)
            return
        }
        symbol.code.body = NativeBody(function: function, hasSelf: symbol.code.hasSelf,
                                      parameterCount: symbol.type.parameters.count, types: types,
                                      line: declaration.range.line)
    }
}
