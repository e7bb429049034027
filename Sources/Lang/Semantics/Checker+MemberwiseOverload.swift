/// A struct's memberwise initialiser beside initialisers its extensions declare.
extension Checker {
    /// Whether the memberwise initialiser of `decl` takes `arguments` (each, by its property's
    /// label in order, of that property's type or converting to it, as `2` or a `Double` does to
    /// `CGFloat`) where none of `initializers` (its extensions') takes them as they are: Swift
    /// keeps the memberwise initialiser when only extensions declare others, so
    /// `CGPoint(x: r.midX, y: r.minY)` is CoreGraphics' CGFloat one even beside an extension's
    /// `init(x: Int, y: Int)`, and `CGPoint(x: 1, y: 2)` is the `Int` one.
    func memberwiseFitsBetter(_ decl: NominalDecl, initializers: [FunctionSymbol], arguments: [Argument]) -> Bool {
        let properties = decl.storedProperties
        guard !arguments.isEmpty, arguments.count == properties.count,
              zip(arguments, properties).allSatisfy({ $0.label?.name == $1.name && $1.wrappedName == nil }) else { return false }
        let types = arguments.map { Checker(probing: self).expression($0.value, expected: nil).type }
        let memberwiseFits = zip(zip(arguments, types), properties).allSatisfy { pair, property in
            let (argument, own) = pair
            if own == property.type || converts(own, to: property.type) { return true }
            let typed = Checker(probing: self).expression(argument.value, expected: property.type).type
            return typed != .error && (typed == property.type || converts(typed, to: property.type))
        }
        guard memberwiseFits else { return false }
        return !initializers.contains { initializer in
            initializer.type.parameters.count == types.count
                && zip(initializer.type.parameters, types).allSatisfy { $0.type == $1 }
        }
    }

    /// Reports an initialiser an extension of the struct `decl` declares with the labels and
    /// parameter types of the memberwise one Swift makes for it (`init(x: Int, y: Int)` beside
    /// `var x: Int; var y: Int`): swiftc rejects it as "invalid redeclaration of synthesized
    /// memberwise 'init(x:y:)'", where one with other labels or types sits beside the memberwise one.
    func rejectMemberwiseRedeclaration(_ initializer: FunctionSymbol, of decl: NominalDecl, at keyword: SourceRange) {
        guard decl.kind == .struct, !initializer.isLibrary, !environment.members(of: decl).hasInitializerInBody else { return }
        let memberwise = memberwiseParameters(decl, range: keyword).specs
        let parameters = initializer.type.parameters
        let selector = "init(" + memberwise.map { ($0.label ?? "_") + ":" }.joined() + ")"
        guard initializer.selector == selector, parameters.count == memberwise.count,
              zip(parameters, memberwise).allSatisfy({ $0.type == $1.type }) else { return }
        error("invalid redeclaration of synthesized memberwise '\(selector)'", keyword)
    }
}
