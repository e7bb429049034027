/// A program's result builder as an attribute names it: the type, and the generic arguments a
/// generic builder is named with (`@ArrayBuilder<Int>`).
public struct ResultBuilderUse {
    var decl: NominalDecl
    var genericArguments: [TypeExpr]
}

/// Where Swift applies a program's result builder (SE-0289): a closure passed for a parameter
/// marked `@B`, and a function or computed property marked `@B`. The body is rewritten by
/// `ResultBuilderRewrite`; what the builder cannot build is reported in swiftc's words.
extension Checker {
    /// The program's result builder type named by one of `attributes` (`@Lines`), if any. The
    /// library's builders (`@ViewBuilder`, …) apply where SwiftUI applies them instead
    /// (Checker+LibraryBuilders.swift), which includes these attributes.
    func resultBuilder(of attributes: [Attribute]) -> ResultBuilderUse? {
        guard !declaresLibrary else { return nil }
        for attribute in attributes where attribute.arguments == nil {
            if case .type(.nominal(let decl, _))? = lookup(attribute.name.name), decl.resultBuilderSyntax != nil, decl.module == nil {
                return ResultBuilderUse(decl: decl, genericArguments: attribute.genericArguments)
            }
        }
        return nil
    }

    /// The result builder among `attributes` of a declaration (a parameter, function or
    /// property), reporting a generic one named without its arguments as swiftc does: it does
    /// not infer them.
    func declaredResultBuilder(_ attributes: [Attribute]) -> ResultBuilderUse? {
        guard let use = resultBuilder(of: attributes), let syntax = use.decl.resultBuilderSyntax else { return nil }
        if use.genericArguments.isEmpty, !syntax.genericParameters.isEmpty,
           let attribute = attributes.first(where: { $0.name.name == use.decl.name }) {
            error("reference to generic type '\(use.decl.name)' requires arguments in <...>", attribute.name.range)
            if let index = diagnostics.indices.last {
                diagnostics[index].notes.append(Diagnostic.Note(message: "generic \(syntax.kind.rawValue) '\(use.decl.name)' declared here",
                                                                range: syntax.name.range))
            }
        }
        return use
    }

    /// `body` built by the result builder among `attributes`; as written when there is none.
    func resultBuilderBody(_ body: CodeBlock?, attributes: [Attribute]) -> CodeBlock? {
        guard var body, let builder = declaredResultBuilder(attributes) else { return body }
        body.statements = resultBuilderBody(body.statements, builder: builder, range: body.range)
        return body
    }

    /// The attributes of a requirement named `name`, marked with a result builder, of a protocol
    /// the type being declared conforms to: its implementation inherits the builder.
    func inheritedBuilderAttributes(named name: String) -> [Attribute]? {
        guard let owner = currentType?.nominalDecl, owner.kind != .protocol else { return nil }
        for proto in environment.conformances.protocols(of: owner) {
            if let attributes = proto.requirementAttributes[name], resultBuilder(of: attributes) != nil { return attributes }
        }
        return nil
    }

    /// A protocol's members' attributes by name, for those written with any.
    static func requirementAttributes(_ members: [Decl]) -> [String: [Attribute]] {
        var found: [String: [Attribute]] = [:]
        for member in members where !member.attributes.isEmpty {
            switch member.kind {
            case .function(let function): found[function.name.name] = member.attributes
            case .variable(let variable):
                for binding in variable.bindings {
                    if case .identifier(let name) = binding.pattern.kind { found[name.name] = member.attributes }
                }
            default: break
            }
        }
        return found
    }

    /// Reports a result builder without a `buildBlock` (nor both `buildPartialBlock`s), at its
    /// name, as swiftc does where the type is declared.
    func checkResultBuilderMethods(_ decl: NominalDecl) {
        guard let syntax = decl.resultBuilderSyntax, let builder = resultBuilderMethods(decl),
              !builder.methods.contains("buildBlock"), !hasPartialBlocks(builder.methods) else { return }
        error("result builder must provide at least one static 'buildBlock' method, or both 'buildPartialBlock(first:)' and 'buildPartialBlock(accumulated:next:)'",
              syntax.name.range)
    }

    /// Whether the builder declares `buildPartialBlock`, which it then builds blocks with
    /// (SE-0348), so it is not reported as lacking `buildBlock`.
    private func hasPartialBlocks(_ methods: Set<String>) -> Bool { methods.contains("buildPartialBlock") }

    /// Adds the members an extension of a result builder declares to the ones its body is built
    /// with: a builder's `build…` methods may stand in extensions, as in Swift.
    func addResultBuilderMembers(_ extensionDecl: ExtensionDecl) {
        // The library's builders are shared by every session, so a cell's extension leaves them as they are.
        guard case .nominal(let decl, _) = extendedType(extensionDecl), decl.resultBuilderSyntax != nil, decl.module == nil else { return }
        decl.resultBuilderSyntax?.members += extensionDecl.members
        decl.resultBuilderMethods = nil
    }

    /// A body built by `builder`; as in Swift, a body with an explicit `return` is left as written.
    func resultBuilderBody(_ statements: [Stmt], builder use: ResultBuilderUse, range: SourceRange) -> [Stmt] {
        let decl = use.decl
        guard let syntax = decl.resultBuilderSyntax, var builder = resultBuilderMethods(decl),
              !ResultBuilderRewrite.containsReturn(statements, active: activeStatements) else { return statements }
        builder.name = Identifier(decl.name, range: range)
        if !use.genericArguments.isEmpty {
            // A generic builder's temporaries are typed in the arguments it is named with.
            builder.genericArguments = use.genericArguments
            let arguments = Dictionary(zip(syntax.genericParameters.map(\.name.name), use.genericArguments)) { first, _ in first }
            func specialised(_ type: TypeExpr?) -> TypeExpr? { type.map { qualify($0, nested: [], in: decl.name, arguments: arguments) } }
            builder.eitherType = specialised(builder.eitherType)
            builder.optionalType = specialised(builder.optionalType)
            builder.arrayType = specialised(builder.arrayType)
        }
        guard builder.methods.contains("buildBlock") || hasPartialBlocks(builder.methods) else {
            error(Self.missingBlockMethods(decl.name), SourceRange(at: range.start))
            // Nothing is built: the body's value is left unknown, so no further error follows.
            let unknown = Expr(id: statements.first?.id ?? NodeID(0), range: range, kind: .error)
            return [Stmt(id: unknown.id, range: range, kind: .return(unknown))]
        }
        let (rewritten, gaps) = ResultBuilderRewrite.body(statements, range: range, builder: builder, active: activeStatements)
        for (gap, at) in gaps { report(gap, at: at, builder: decl, syntax: syntax) }
        return rewritten
    }

    /// The builder's methods and the types of its temporaries, from its declaration and
    /// extensions: scanned once, when the type is declared, and again only after an extension
    /// adds members (the library's, which sessions share, when the prelude is checked).
    func resultBuilderMethods(_ decl: NominalDecl) -> ResultBuilder? {
        if let scanned = decl.resultBuilderMethods { return scanned }
        guard let syntax = decl.resultBuilderSyntax else { return nil }
        var methods: Set<String> = []
        var results: [String: TypeExpr] = [:]
        var firstParameters: [String: TypeExpr] = [:]
        for member in syntax.members {
            guard case .function(let function) = member.kind, member.has(.static) else { continue }
            let name = function.name.name
            methods.insert(name)
            guard name.hasPrefix("build") else { continue }
            if function.genericParameters.isEmpty {
                if results[name] == nil, let result = function.result { results[name] = result }
                if firstParameters[name] == nil, let first = function.parameters.first { firstParameters[name] = first.type }
            } else {
                // A generic method's result and parameters name its own type parameters, which
                // no temporary can: its temporary takes the type of the value first given to it.
                if results[name] == nil, let result = function.result {
                    results[name] = TypeExpr(id: result.id, range: result.range, kind: .placeholder)
                }
                if firstParameters[name] == nil, let first = function.parameters.first {
                    firstParameters[name] = TypeExpr(id: first.type.id, range: first.type.range, kind: .placeholder)
                }
            }
        }
        let nested = Set(syntax.members.compactMap { member -> String? in
            switch member.kind {
            case .nominalType(let type): return type.name.name
            case .typeAlias(let alias): return alias.name.name
            default: return nil
            }
        })
        func qualified(_ type: TypeExpr?) -> TypeExpr? {
            type.map { qualify($0, nested: nested, in: syntax.name.name) }
        }
        let scanned = ResultBuilder(name: Identifier(decl.name, range: syntax.name.range), methods: methods,
                                    eitherType: qualified(results["buildEither"]), optionalType: qualified(results["buildOptional"]),
                                    arrayType: qualified(firstParameters["buildArray"]))
        decl.resultBuilderMethods = scanned
        return scanned
    }

    /// `type` as code outside the builder names it: its nested types (`Component`) as
    /// `B.Component`, its generic parameters as the `arguments` it is named with.
    private func qualify(_ type: TypeExpr, nested: Set<String>, in builder: String, arguments: [String: TypeExpr] = [:]) -> TypeExpr {
        func inner(_ type: TypeExpr) -> TypeExpr { qualify(type, nested: nested, in: builder, arguments: arguments) }
        var result = type
        switch type.kind {
        case .named(let written) where written.count == 1 && written[0].genericArguments.isEmpty && arguments[written[0].name.name] != nil:
            return arguments[written[0].name.name] ?? type
        case .named(var components):
            for index in components.indices { components[index].genericArguments = components[index].genericArguments.map(inner) }
            if let first = components.first, nested.contains(first.name.name) {
                components.insert(TypeComponent(name: Identifier(builder, range: first.name.range), genericArguments: []), at: 0)
            }
            result.kind = .named(components)
        case .optional(let wrapped): result.kind = .optional(inner(wrapped))
        case .implicitlyUnwrapped(let wrapped): result.kind = .implicitlyUnwrapped(inner(wrapped))
        case .array(let element): result.kind = .array(inner(element))
        case .dictionary(let key, let value): result.kind = .dictionary(key: inner(key), value: inner(value))
        case .attributed(let attributes, let wrapped): result.kind = .attributed(attributes, inner(wrapped))
        default: break
        }
        return result
    }

    /// swiftc's error for a block the builder has no method to build.
    static func missingBlockMethods(_ name: String) -> String {
        "result builder '\(name)' does not implement any 'buildBlock' or a combination of 'buildPartialBlock(first:)' and 'buildPartialBlock(accumulated:next:)' with sufficient availability for this call site"
    }

    /// swiftc's error for a statement the builder has no method for, with its notes.
    private func report(_ gap: ResultBuilderGap, at range: SourceRange, builder: NominalDecl, syntax: NominalTypeDecl) {
        let name = builder.name
        let advice: String?
        switch gap {
        case .switchEither:
            error("type '\(name)' has no member 'buildEither'", range)
            return
        case .optional:
            advice = "add 'buildOptional(_:)' to the result builder '\(name)' to add support for 'if' statements without an 'else'"
        case .either:
            advice = "add 'buildEither(first:)' and 'buildEither(second:)' to the result builder '\(name)' to add support for 'if'-'else' and 'switch'"
        case .array:
            advice = "add 'buildArray(_:)' to the result builder '\(name)' to add support for 'for'..'in' loops"
        case .statement:
            advice = nil
        case .emptyBlock:
            // swiftc reports it twice over (`error` says a repeated one once).
            error(Self.missingBlockMethods(name), range)
            diagnostics.append(Diagnostic(message: Self.missingBlockMethods(name), range: range))
            return
        }
        error("closure containing control flow statement cannot be used with result builder '\(name)'", range)
        // A library builder (`ViewBuilder`) is declared in no source the cell can point at;
        // swiftc gives no advice for a builder from a module either.
        guard builder.module == nil, let index = diagnostics.indices.last else { return }
        if let advice { diagnostics[index].notes.append(Diagnostic.Note(message: advice, range: syntax.name.range)) }
        diagnostics[index].notes.append(Diagnostic.Note(message: "\(syntax.kind.rawValue) '\(name)' declared here", range: syntax.name.range))
    }
}
