/// Swift's property wrappers for SwiftUI's state, as a rewrite of a type's members: a property
/// `@State var x: T = v` becomes what Swift synthesises for it,
///
///     var _x: State<T> = State<T>(wrappedValue: v)           // the storage
///     var x: T { get { _x.wrappedValue } nonmutating set { _x.wrappedValue = newValue } }
///     var $x: Binding<T> { _x.projectedValue }                // the projection, named "x"
///
/// and `@Binding var x: T` the same with `_x: Binding<T>`. The checker then types them like any
/// Swift code: `x` is `T`, `$x` is `Binding<T>`, assigning `x` in a view's method or a button's
/// closure goes through the nonmutating setter, and an `init` may set `_x = State(initialValue: …)`.
///
/// When `T` is not written (`@State var x = 0`), the storage's type is inferred from
/// `State(wrappedValue: 0)` and the checker gives `x` and `$x` their types from it
/// (`Checker.wrappedPropertyType`). The storage keeps a `@_wrapperStorage(x)` mark that the
/// memberwise initialiser reads: its parameter is `x: T` (wrapped in `State(wrappedValue:)`), or
/// `x: Binding<T>` for `@Binding`, as Swift's is; with the attribute's arguments it has any.
///
/// A local `@State var x = v` (in a function or a closure, where swiftc accepts a property
/// wrapper) keeps only the storage, a local variable `_x`; `x` and `$x` are names the checker
/// reads through it (`Checker.lowerWrappedLocal`), with the same `wrappedValue(of:)` and
/// `projection(of:)` as a property's accessors. One declared without a value (`@State var x: Int`)
/// gets its storage from its first assignment, `x = 4` being `_x = State<Int>(wrappedValue: 4)`, as
/// swiftc's definite initialisation makes it (`Checker.wrappedLocalPlace`).
///
/// It is syntax to syntax, so diagnostics point at what the user wrote.
enum PropertyWrapperRewrite {
    /// The wrappers this library declares, and whether each has a `$` projection.
    static let wrappers: [String: Bool] = ["State": true, "Binding": true, "StateObject": false, "ObservedObject": false,
                                           "EnvironmentObject": false, "Environment": false]

    /// The wrappers whose wrapped value is read-only (`@Environment(\.colorScheme) var scheme`).
    static let readOnly: Set<String> = ["Environment"]

    /// The attribute that marks a wrapped property's storage, with the property's name as its text.
    static let storageMark = "_wrapperStorage"

    /// The attribute that marks a storage made by the wrapper attribute's arguments alone
    /// (`@Clamping(maximum: 12) var hour: Int`, no value).
    static let argumentsAloneMark = "_wrapperArgumentsAlone"

    /// The wrapper attribute of a declaration, if it has one this library or the program
    /// (`program`, its `@propertyWrapper` types) declares.
    static func wrapper(of decl: Decl, program: [String: ProgramWrapper] = [:]) -> String? {
        decl.attributes.first { wrappers[$0.name.name] != nil || program[$0.name.name] != nil }?.name.name
    }

    /// `decl` expanded when it is a wrapped property with one plain name; nil otherwise. A static
    /// one (`@State static var selected = ""` in a `PreviewProvider`) expands to static members.
    ///
    /// A program's own wrapper (`program`) expands the same way, with its storage `_x: W` (or
    /// `W<T>` for a generic one), a setter that is `mutating` unless `W` is a class, and `$x` as
    /// `_x.projectedValue` when `W` declares one.
    static func expand(_ decl: Decl, program: [String: ProgramWrapper] = [:]) -> [Decl]? {
        if let namespace = namespaceProperty(decl) { return [namespace] }
        guard let wrapper = wrapper(of: decl, program: program), case .variable(let variable) = decl.kind,
              variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessors == nil,
              case .identifier(let name) = binding.pattern.kind else { return nil }
        let range = binding.range
        let storageName = "_" + name.name
        func identifier(_ text: String) -> Expr {
            Expr(id: binding.id, range: name.range, kind: .identifier(Identifier(text, range: name.range), genericArguments: []))
        }
        func block(_ statements: [Stmt]) -> CodeBlock { CodeBlock(id: binding.id, range: range, statements: statements) }
        func statement(_ kind: StmtKind) -> Stmt { Stmt(id: binding.id, range: range, kind: kind) }
        func accessor(_ kind: AccessorDecl.Kind, _ modifiers: [Modifier.Kind], _ body: CodeBlock) -> AccessorDecl {
            AccessorDecl(id: binding.id, range: range, attributes: [],
                         modifiers: modifiers.map { Modifier(kind: $0, detail: nil, range: range) },
                         kind: kind, parameter: nil, effects: .none, body: body)
        }
        let chain = isComposable(decl, program: program) ? composition(of: decl, program: program) : nil
        let wrapped = wrappedValue(of: name, id: binding.id, depth: chain?.count ?? 1)
        let own = wrappers[wrapper] == nil ? program[wrapper] : nil
        let attribute = decl.attributes.first { $0.name.name == wrapper }
        // A non-generic wrapper of the program is written without the value's type (`Clamped`);
        // explicit arguments (`@Clamped<Int>(0...10)`) are the storage's, whatever type is written.
        let explicitArguments = chain == nil ? attribute?.genericArguments ?? [] : []
        let typeArguments = !explicitArguments.isEmpty ? explicitArguments
            : own?.isGeneric == false ? [] : binding.type.map { [$0] } ?? []

        // The storage: `_x: Wrapper<T> = Wrapper(wrappedValue: v)`.
        // Written with arguments, the storage's type stands where the attribute names it.
        let storageRange = explicitArguments.isEmpty ? name.range : attribute?.name.range ?? name.range
        let namedStorageType = own?.isGeneric == false || !explicitArguments.isEmpty
            ? TypeExpr(id: binding.id, range: storageRange, kind: .named([
                TypeComponent(name: Identifier(wrapper, range: storageRange), genericArguments: explicitArguments),
            ])) : nil
        let storageType = chain.map { composedStorageType($0, program: program, written: binding.type, range: name.range) }
            ?? namedStorageType ?? binding.type.map { written in
            TypeExpr(id: written.id, range: written.range,
                     kind: .named([TypeComponent(name: Identifier(wrapper, range: written.range), genericArguments: typeArguments)]))
        }
        // `@State var x: T?` with no value starts at nil, as SwiftUI's `State.init()` for an optional value does.
        let startsAtNil = binding.initializer == nil && wrapper == "State" && binding.type.map(isOptional) == true
        let initializer = startsAtNil ? Expr(id: binding.id, range: name.range, kind: .nilLiteral) : binding.initializer
        // `@EnvironmentObject var model: Model` starts as `EnvironmentObject<Model>()`, which reads
        // the environment when the view is drawn (the memberwise initialiser leaves it out).
        // The attribute's arguments are the wrapper's (`@Environment(\.colorScheme)` is
        // `Environment(\.colorScheme)`), after the value's `wrappedValue:` when there is one.
        let attributeArguments = attribute?.arguments ?? []
        let storageValue = chain.flatMap { chain in
            initializer.map { composedConstruction(chain, program: program, written: binding.type, value: $0) }
        } ?? initializer.map { construction(wrapper, typeArguments: typeArguments, value: $0, arguments: attributeArguments) }
            ?? (attributeArguments.isEmpty ? nil : argumentConstruction(wrapper, typeArguments: typeArguments, arguments: attributeArguments,
                                                                        id: binding.id, range: name.range))
            ?? (wrapper == "EnvironmentObject" ? binding.type.map { emptyConstruction(wrapper, type: $0) } : nil)
        // The mark keeps the attribute's arguments, which the memberwise initialiser passes with
        // the value (`Clamped(wrappedValue: x, 0...10)`).
        let markArguments = attributeArguments.isEmpty ? nil : attributeArguments
        let mark = Attribute(name: Identifier(storageMark, range: name.range), arguments: markArguments, argumentText: name.name,
                             range: name.range)
        let storagePattern = Pattern(id: binding.pattern.id, range: binding.pattern.range,
                                     kind: .identifier(Identifier(storageName, range: name.range)))
        let depthMark = chain.map { Attribute(name: Identifier(Self.depthMark, range: name.range), arguments: nil,
                                              argumentText: String($0.count), range: name.range) }
        let argumentsAloneMark = binding.initializer == nil && !attributeArguments.isEmpty
            ? Attribute(name: Identifier(Self.argumentsAloneMark, range: name.range), arguments: nil, argumentText: nil, range: name.range)
            : nil
        let storage = Decl(id: decl.id, range: decl.range, docComment: nil,
                           attributes: [mark] + [depthMark, argumentsAloneMark].compactMap { $0 },
                           modifiers: decl.modifiers.filter { $0.kind != .nonmutating },
                           kind: .variable(VariableDecl(introducer: .var, bindings: [
                               PatternBinding(id: binding.id, range: range, pattern: storagePattern, type: storageType,
                                              initializer: storageValue, accessors: nil),
                           ])))

        // The wrapped value: `x: T { get { _x.wrappedValue } nonmutating set { _x.wrappedValue = newValue } }`.
        let assign = Expr(id: binding.id, range: range, kind: .binary(BinaryExpr(op: .assign, operatorRange: range,
                                                                                  lhs: wrapped, rhs: identifier("newValue"))))
        let composed = (chain ?? []).compactMap { program[$0] }
        let isReadOnly = readOnly.contains(wrapper) || own?.isReadOnly == true || composed.contains { $0.isReadOnly }
        // SwiftUI's wrappers and a class wrapper keep their value elsewhere: setting it leaves `self` as it is.
        let isNonmutating = !decl.has(.static) && (own == nil || own?.isClass == true)
        // A wrapper's `mutating get` makes the property's getter one (but a static's, whose storage is no `self`'s).
        let getter = accessor(.get, (own?.hasMutatingGetter == true || composed.contains { $0.hasMutatingGetter }) && !decl.has(.static)
                              ? [.mutating] : [],
                              block([statement(.return(wrapped))]))
        let accessors: AccessorBlock = isReadOnly && getter.modifiers.isEmpty ? .getter(block([statement(.return(wrapped))]))
            : .accessors([getter] + (isReadOnly ? [] : [
                accessor(.set, isNonmutating ? [.nonmutating] : [], block([statement(.expression(assign))])),
            ]), range)
        let property = Decl(id: decl.id, range: decl.range, docComment: decl.docComment, attributes: decl.attributes,
                            modifiers: decl.modifiers, kind: .variable(VariableDecl(introducer: .var, bindings: [
                                PatternBinding(id: binding.id, range: range, pattern: binding.pattern,
                                               type: binding.type ?? (chain == nil ? own?.wrappedType : composed.last?.wrappedType),
                                               initializer: nil, accessors: accessors),
                            ])))
        guard wrappers[wrapper] == true || own?.hasProjection == true else { return [storage, property] }

        // The projection: `$x: Binding<T> { _x.projectedValue._named("x") }`; the name is what a live
        // view's widget for an unlabelled slider or stepper is labelled with.
        let projected = own == nil ? projection(of: name, id: binding.id) : projectedValue(of: name, id: binding.id)
        let projectionPattern = Pattern(id: binding.pattern.id, range: binding.pattern.range,
                                        kind: .identifier(Identifier("$" + name.name, range: name.range)))
        let projection = Decl(id: decl.id, range: decl.range, docComment: nil, attributes: decl.attributes,
                              modifiers: decl.modifiers, kind: .variable(VariableDecl(introducer: .var, bindings: [
                                  PatternBinding(id: binding.id, range: range, pattern: projectionPattern, type: own?.projectedType,
                                                 initializer: nil,
                                                 accessors: .getter(block([statement(.return(projected))]))),
                              ])))
        return [storage, property, projection]
    }

    /// `@Namespace var name` as `var name: Namespace.ID = Namespace.ID()`: SwiftUI's wrapper
    /// takes no value and gives no projection, so its wrapped value, a new namespace's identity
    /// (`Prelude+MatchedGeometry`), is all a view reads.
    static func namespaceProperty(_ decl: Decl) -> Decl? {
        guard decl.attributes.contains(where: { $0.name.name == "Namespace" }), case .variable(let variable) = decl.kind,
              variable.bindings.count == 1, let binding = variable.bindings.first, binding.type == nil,
              binding.initializer == nil, binding.accessors == nil, case .identifier(let name) = binding.pattern.kind else { return nil }
        let range = name.range
        func identifier(_ text: String) -> Identifier { Identifier(text, range: range) }
        let type = TypeExpr(id: binding.id, range: range, kind: .named([
            TypeComponent(name: identifier("Namespace"), genericArguments: []), TypeComponent(name: identifier("ID"), genericArguments: []),
        ]))
        let namespace = Expr(id: binding.id, range: range, kind: .identifier(identifier("Namespace"), genericArguments: []))
        let value = Expr(id: binding.id, range: range, kind: .call(CallExpr(
            callee: Expr(id: binding.id, range: range, kind: .member(base: namespace, name: identifier("ID"), genericArguments: [])),
            arguments: [], trailingClosures: [])))
        return Decl(id: decl.id, range: decl.range, docComment: decl.docComment,
                    attributes: decl.attributes.filter { $0.name.name != "Namespace" }, modifiers: decl.modifiers,
                    kind: .variable(VariableDecl(introducer: .var, bindings: [
                        PatternBinding(id: binding.id, range: binding.range, pattern: binding.pattern, type: type,
                                       initializer: value, accessors: nil),
                    ])))
    }

    /// `Wrapper<T>(wrappedValue: v)`, the storage's first value: with `T` when it is written, so
    /// that `v` takes it (`Double` for `4`).
    static func construction(_ wrapper: String, typeArguments: [TypeExpr], value: Expr, arguments: [Argument] = []) -> Expr {
        Expr(id: value.id, range: value.range, kind: .call(CallExpr(
            callee: Expr(id: value.id, range: value.range, kind: .identifier(Identifier(wrapper, range: value.range),
                                                                             genericArguments: typeArguments)),
            arguments: [Argument(label: Identifier("wrappedValue", range: value.range), value: value, range: value.range)] + arguments,
            trailingClosures: [])))
    }

    /// Whether `call` is a `construction` with `T` written and no attribute arguments (with them,
    /// as `@Clamped<Int>(0...10)`, swiftc words the value as the initialiser's argument): its
    /// callee and `wrappedValue:` label stand where the value does, as no call the program writes does.
    static func isTypedConstruction(_ call: CallExpr) -> Bool {
        guard case .identifier(let name, let typeArguments) = call.callee.kind, !typeArguments.isEmpty, call.arguments.count == 1,
              let first = call.arguments.first, let label = first.label, label.name == "wrappedValue" else { return false }
        return name.range == first.value.range && label.range == first.value.range
    }

    /// `Wrapper<T>(arguments)`: the storage of a wrapper its attribute's arguments make, with `T`
    /// when it is written; without it, the arguments fix it (`Environment(\.colorScheme)` is an
    /// `Environment<ColorScheme>`, as Swift infers the wrapped type from the key path).
    static func argumentConstruction(_ wrapper: String, typeArguments: [TypeExpr], arguments: [Argument], id: NodeID,
                                     range: SourceRange) -> Expr {
        Expr(id: id, range: range, kind: .call(CallExpr(
            callee: Expr(id: id, range: range, kind: .identifier(Identifier(wrapper, range: range), genericArguments: typeArguments)),
            arguments: arguments, trailingClosures: [])))
    }

    /// `Wrapper<T>()`: the storage of a wrapper that takes no value.
    static func emptyConstruction(_ wrapper: String, type: TypeExpr) -> Expr {
        Expr(id: type.id, range: type.range, kind: .call(CallExpr(
            callee: Expr(id: type.id, range: type.range, kind: .identifier(Identifier(wrapper, range: type.range), genericArguments: [type])),
            arguments: [], trailingClosures: [])))
    }

    /// `_x.wrappedValue`: what the wrapped variable `x` reads and writes.
    static func wrappedValue(of name: Identifier, id: NodeID) -> Expr {
        Expr(id: id, range: name.range, kind: .member(base: storage(of: name, id: id),
                                                      name: Identifier("wrappedValue", range: name.range), genericArguments: []))
    }

    /// `_x.projectedValue._named("x")`: what `$x` is (the name labels an unlabelled control).
    static func projection(of name: Identifier, id: NodeID) -> Expr {
        func member(_ base: Expr, _ text: String) -> Expr {
            Expr(id: id, range: name.range, kind: .member(base: base, name: Identifier(text, range: name.range), genericArguments: []))
        }
        let nameText = Expr(id: id, range: name.range, kind: .stringLiteral(StringLiteral(
            segments: [.text(name.name)], isMultiline: false, rawDelimiterCount: 0)))
        return Expr(id: id, range: name.range, kind: .call(CallExpr(
            callee: member(member(storage(of: name, id: id), "projectedValue"), "_named"),
            arguments: [Argument(label: nil, value: nameText, range: name.range)], trailingClosures: [])))
    }

    /// `_x.projectedValue`: what `$x` is for a program's own wrapper.
    static func projectedValue(of name: Identifier, id: NodeID) -> Expr {
        Expr(id: id, range: name.range, kind: .member(base: storage(of: name, id: id),
                                                      name: Identifier("projectedValue", range: name.range), genericArguments: []))
    }

    /// `_x`, the storage of `x`.
    private static func storage(of name: Identifier, id: NodeID) -> Expr {
        Expr(id: id, range: name.range, kind: .identifier(Identifier("_" + name.name, range: name.range), genericArguments: []))
    }

    /// Whether `type` is written as an optional (`T?` or `T!`).
    private static func isOptional(_ type: TypeExpr) -> Bool {
        switch type.kind {
        case .optional, .implicitlyUnwrapped: true
        default: false
        }
    }
}
