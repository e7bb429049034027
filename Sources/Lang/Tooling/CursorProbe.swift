/// Checks a cell cut at the cursor, with its open brackets closed, and keeps what the checker saw
/// at the cut: the type of the expression that ends there, and the scope of the one that starts
/// there. The session's declarations are left as they were.
struct CursorProbe {
    /// The type of the innermost expression ending at the cut (what a `.` after it applies to).
    var typeEndingAtCut: SwiftType?
    /// The scope of the expression starting at the cut, else the cell's top-level scope.
    var scope: Scope
    /// The type the context expects of the expression starting at the cut (for `.member`).
    var expectedAtCut: SwiftType?
    /// Lists members from the tables as checking the cut cell left them.
    var lister: MemberLister

    /// Checks `scalars[..<cut]` followed by `placeholder` (a name to stand for the word being
    /// typed, or nothing) and the brackets still open, against `environment`.
    init(environment: Environment, scalars: [Unicode.Scalar], cut rawCut: Int, placeholder: String = "") {
        let cut = min(max(0, rawCut), scalars.count)
        var text = Lexer.string(scalars[..<cut]) + placeholder
        var lexer = Lexer(source: text)
        var open: [TokenKind] = []
        for token in lexer.tokenize() {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: open.append(token.kind)
            case .rightParen, .rightBracket, .rightBrace: _ = open.popLast()
            default: break
            }
        }
        for opener in open.reversed() {
            switch CompletenessChecker.closer(of: opener) {
            case .rightParen: text += ")"
            case .rightBracket: text += "]"
            default: text += "\n}"
            }
        }
        let checker = Checker(environment: environment)
        checker.sourceScalars = Array(text.unicodeScalars)
        var bestType: (start: Int, type: SwiftType)?
        var startScope: Scope?
        var expected: SwiftType?
        checker.expressionObserver = { expr, type, expectedType, scope in
            if expr.range.end.offset == cut, expr.range.start.offset < cut, type != .error,
               bestType.map({ expr.range.start.offset >= $0.start }) ?? true {
                bestType = (expr.range.start.offset, type)
            }
            if !placeholder.isEmpty, expr.range.start.offset == cut, startScope == nil {
                startScope = scope
                expected = expectedType
            }
        }
        let saved = EnvironmentSnapshot(environment)
        _ = checker.check(Parser.parse(text).file)
        lister = MemberLister(members: environment.members, builtinMembers: environment.builtinMembers)
        saved.restore(environment)
        typeEndingAtCut = bestType?.type
        scope = startScope ?? checker.root
        expectedAtCut = expected
    }
}

/// The parts of an environment that checking a cell changes before it is committed. The probe
/// checks against copies of the member tables, and afterwards the originals, the globals, the
/// builtin types' added conformances and each existing type's conformances are put back, so
/// that a half-typed cell declares nothing.
private struct EnvironmentSnapshot {
    let members: [ObjectIdentifier: TypeMembers]
    let builtinMembers: [String: TypeMembers]
    let protocolDecls: [ObjectIdentifier: NominalDecl]
    let globals: [String: Symbol]
    let frameSize: Int
    let addedConformances: [String: [NominalDecl]]
    let conformances: [(NominalDecl, [NominalDecl])]

    init(_ environment: Environment) {
        members = environment.members
        builtinMembers = environment.builtinMembers
        protocolDecls = environment.protocolDecls
        globals = environment.globals
        frameSize = environment.globalContext.frameSize
        addedConformances = environment.conformances.addedToBuiltins
        conformances = Self.declarations(in: environment).map { ($0, $0.conformances) }
        environment.members = members.mapValues { $0.copy() }
        environment.builtinMembers = builtinMembers.mapValues { $0.copy() }
    }

    func restore(_ environment: Environment) {
        environment.members = members
        environment.builtinMembers = builtinMembers
        environment.protocolDecls = protocolDecls
        environment.globals = globals
        environment.globalContext.frameSize = frameSize
        environment.conformances.addedToBuiltins = addedConformances
        for (decl, list) in conformances { decl.conformances = list }
    }

    /// The nominal types the globals name, with their superclasses and nested types (bounded).
    private static func declarations(in environment: Environment) -> [NominalDecl] {
        var pending: [NominalDecl] = environment.globals.values.compactMap {
            if case .type(let type) = $0 { return type.nominalDecl }
            return nil
        }
        var seen: Set<ObjectIdentifier> = []
        var result: [NominalDecl] = []
        while let decl = pending.popLast(), result.count < 100_000 {
            guard seen.insert(ObjectIdentifier(decl)).inserted else { continue }
            result.append(decl)
            if let superclass = decl.superclass { pending.append(superclass) }
            if let nested = environment.members[ObjectIdentifier(decl)]?.nestedTypes.values {
                pending.append(contentsOf: nested.compactMap(\.nominalDecl))
            }
        }
        return result
    }
}

extension TypeMembers {
    /// A table with the same entries, for a probe to change instead of this one. A field left out
    /// here only makes the probe see less; it cannot change the session.
    func copy() -> TypeMembers {
        let table = TypeMembers()
        table.fields = fields
        table.fieldDefaults = fieldDefaults
        table.computed = computed
        table.methods = methods
        table.initializers = initializers
        table.hasInitializerInBody = hasInitializerInBody
        table.staticVariables = staticVariables
        table.staticComputed = staticComputed
        table.staticMethods = staticMethods
        table.nestedTypes = nestedTypes
        table.bySelector = bySelector
        table.requirementSelectors = requirementSelectors
        table.getterByName = getterByName
        table.observers = observers
        return table
    }
}
